/** The little of s3rver (an S3 API server on a folder, for tests) the tests use; it ships no types. */
declare module 's3rver' {
  /** Koa's request context, as far as the tests' own middleware reads and answers it. */
  export type S3rverContext = {
    method: string;
    path: string;
    get(header: string): string;
    status: number;
    type: string;
    body: unknown;
  };

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      directory: string;
      silent?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware list: what is put first runs before S3rver's own routes. */
    middleware: ((ctx: S3rverContext, next: () => Promise<void>) => Promise<void>)[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
