export declare const chromiumPath: string | undefined;
export declare const missingChromiumMessage: string;
export declare const chromiumArgs: string[];
export declare const testChromiumPath: string | undefined;
