export declare const realModeApiPort: number;
export declare const realModeApi: string;
