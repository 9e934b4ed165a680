import { join } from 'node:path';
import type { Config } from '../../config.ts';
import { LocalBlobStore } from './local.ts';
import type { BlobStore } from './types.ts';

/** S3 when configured, else files under DATA_DIR/pdfs. The AWS SDK is loaded only then: it is half a second of
 * start-up that a server storing files on disk never needs. */
export async function createBlobStore(config: Config): Promise<BlobStore> {
  if (!config.s3) return new LocalBlobStore(join(config.dataDir, 'pdfs'));
  const { S3BlobStore } = await import('./s3.ts');
  return new S3BlobStore(config.s3);
}
