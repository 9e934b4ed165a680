import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { LocalBlobStore } from './local.ts';
import { S3BlobStore } from './s3.ts';
import type { BlobStore } from './types.ts';

export function createBlobStore(config: Config): BlobStore {
  return config.s3 ? new S3BlobStore(config.s3) : new LocalBlobStore(join(config.dataDir, 'pdfs'));
}
