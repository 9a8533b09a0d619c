export declare const LOADER_MAX_GZIP_BYTES: number;
export declare function bundleLoader(options?: { outfile?: string }): Promise<string>;
