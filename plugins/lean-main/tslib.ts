// The one tslib helper @docusaurus/utils-common's entry calls (./index.ts), as tslib 2 defines it.
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
