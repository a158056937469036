export declare function flatPageFile(file: string): string | null;
export declare function addFlatPageFiles(dir: string): Promise<number>;
