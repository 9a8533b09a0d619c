export declare function firstLine(message: unknown): string;
export declare function vitestFailures(report: unknown, root: string): string[];
export declare function playwrightFailures(report: unknown): string[];
