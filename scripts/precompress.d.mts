export declare const MIN_BYTES: number;
export declare function precompress(webDir: string): Promise<number>;
