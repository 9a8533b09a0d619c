export declare const MIN_BYTES: number;
export declare function precompress(webDir: string, options?: { cacheDir?: string }): Promise<number>;
