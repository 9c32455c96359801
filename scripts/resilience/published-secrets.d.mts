export declare const PUBLISHED_DEV_JWT_SECRET: string;
export declare const PUBLISHED_DEV_ENCRYPTION_KEY: Buffer;
export declare const GUESSED_JWT_SECRETS: string[];
