import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { ObjectStorageConfig } from '../config.ts';
import { StoreUnavailableError } from './store-unavailable.ts';
import { newFileKey, SAFE_KEY } from './file-keys.ts';
import type { FileStore, StoredFile } from './file-store.ts';

/**
 * The file store in an S3-compatible bucket, for servers that share one PostgreSQL but no disk.
 * Objects are private (no ACL is ever set, so the bucket's own private default holds) and reach
 * the staff only through the server's document route, never by a bucket address.
 */
export type BucketStore = FileStore & {
  bucket: string;
  /** Whether the key is in the bucket (a purge tells a missing file from a removed one). */
  exists(key: string): Promise<boolean>;
};

function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`File key outside the store: ${key}`);
  return key;
}

/** Past its deadline, unreachable or failing on its side (5xx): the bucket is out, for now. */
const isOutage = (error: unknown) =>
  !(error instanceof S3ServiceException) || (error.$metadata.httpStatusCode ?? 500) >= 500;

/** The SDK's call, an outage named as such (the route answers 503). */
async function call<T>(send: () => Promise<T>): Promise<T> {
  try {
    return await send();
  } catch (error) {
    throw isOutage(error) ? new StoreUnavailableError(error) : error;
  }
}

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export function createS3FileStore(settings: ObjectStorageConfig): BucketStore {
  const client = new S3Client({
    region: settings.region,
    // A bucket that takes the connection and never answers must not hold an upload for minutes.
    requestHandler: {
      connectionTimeout: settings.timeoutMs,
      requestTimeout: settings.timeoutMs,
      // Past it, an error (the SDK would only warn and go on waiting).
      throwOnRequestTimeout: true,
    },
    maxAttempts: settings.maxAttempts,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const putAt = async (key: string, bytes: Uint8Array) => {
    try {
      // If-None-Match: a service that supports it refuses to replace an object already there.
      await call(() =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: checkedKey(key),
            Body: bytes,
            ContentType: 'application/octet-stream',
            IfNoneMatch: '*',
          }),
        ),
      );
    } catch (error) {
      // The same code as a file already in the folder, so callers treat both alike.
      if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 412)
        throw Object.assign(new Error(`Already in the bucket: ${key}`), {
          code: 'EEXIST',
          cause: error,
        });
      throw error;
    }
  };
  return {
    bucket: Bucket,
    putAt,
    async put(folder, prefix, bytes) {
      const key = newFileKey(folder, prefix);
      await putAt(key, bytes);
      return key;
    },
    async read(key) {
      try {
        const object = await call(() =>
          client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) })),
        );
        return Buffer.from(await object.Body!.transformToByteArray());
      } catch (error) {
        // The same code as a file missing from the folder, so callers treat both alike.
        if (isMissing(error))
          throw Object.assign(new Error(`No such file in the bucket: ${key}`), {
            code: 'ENOENT',
            cause: error,
          });
        throw error;
      }
    },
    async remove(key) {
      // S3 answers a deletion of a missing key with success: removing twice is harmless.
      await call(() => client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) })));
    },
    async list(folder) {
      const listed: StoredFile[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await call(() =>
          client.send(
            new ListObjectsV2Command({
              Bucket,
              Prefix: `${checkedKey(folder)}/`,
              ContinuationToken,
            }),
          ),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && SAFE_KEY.test(object.Key) && object.LastModified)
            listed.push({
              key: object.Key,
              writtenAt: object.LastModified,
              sizeBytes: object.Size ?? 0,
            });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return listed;
    },
    async exists(key) {
      try {
        await call(() => client.send(new HeadObjectCommand({ Bucket, Key: checkedKey(key) })));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
