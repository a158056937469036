export type Measured = {code: number | null; wallMs: number; maxRssKb: number | null; peakTreeRssKb: number; log: string};
export declare function treeRssKb(rootPid: number): number;
export declare function maxRssFromTime(report: string): number | null;
export declare function runMeasured(
  command: string,
  args: string[],
  options?: {cwd?: string; env?: NodeJS.ProcessEnv; echo?: boolean},
): Promise<Measured>;
