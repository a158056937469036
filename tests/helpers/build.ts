import path from 'node:path';

/** The production build the browser tests serve and read (`E2E_BUILD_DIR`, default `build`). */
export const BUILD_DIR = process.env.E2E_BUILD_DIR ?? 'build';

export const BUILD_PATH = path.resolve(__dirname, '../..', BUILD_DIR);
