export declare function bundleServer(options: { outfile: string }): Promise<void>;
