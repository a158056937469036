export declare const E2E_REPORT: string;
export declare function summariseE2eReport(report: unknown): string[];
