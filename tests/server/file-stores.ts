import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, DeleteBucketCommand, DeleteObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { S3Settings } from '../../server/config';
import { s3Client, storageFor, type FileStorage } from '../../server/files/storage';

// The file stores the server tests run on (docs/areas/files.md): the folder always, and an
// S3-compatible bucket when TEST_FILES_S3_ENDPOINT names a server (.ci/run starts s3rver).

/** The S3 server of this run: its address and keys, each test file making its own buckets. */
export const s3Server = process.env.TEST_FILES_S3_ENDPOINT
  ? {
      endpoint: process.env.TEST_FILES_S3_ENDPOINT,
      accessKeyId: process.env.TEST_FILES_S3_ACCESS_KEY ?? 'S3RVER',
      secretAccessKey: process.env.TEST_FILES_S3_SECRET_KEY ?? 'S3RVER',
      region: 'us-east-1',
    }
  : undefined;

/** One place to keep files: how to make it (and its settings for a server), and throw it away. */
export interface Store {
  name: string;
  create: () => Promise<{ storage: FileStorage; dataDir: string; settings: { filesS3?: S3Settings }; drop: () => Promise<void> }>;
}

const folderStore: Store = {
  name: 'folder',
  create: async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
    return {
      storage: storageFor({ dataDir }),
      dataDir,
      settings: {},
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  },
};

let buckets = 0;

function bucketStore(server: NonNullable<typeof s3Server>): Store {
  return {
    name: 's3',
    create: async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-store-'));
      buckets += 1;
      const settings: S3Settings = { ...server, bucket: `portal-test-${process.pid}-${Date.now()}-${buckets}` };
      const client = s3Client(settings);
      await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
      return {
        storage: storageFor({ dataDir, filesS3: settings }),
        dataDir,
        settings: { filesS3: settings },
        drop: async () => {
          const listed = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
          for (const object of listed.Contents ?? [])
            await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: object.Key }));
          await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
          client.destroy();
          rmSync(dataDir, { recursive: true, force: true });
        },
      };
    },
  };
}

export const stores: Store[] = s3Server ? [folderStore, bucketStore(s3Server)] : [folderStore];
