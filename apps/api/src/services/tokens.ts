import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

export const SESSION_TTL_SECONDS = 7 * 24 * 60 * 60;

/** JWT_SECRET, else a secret generated once and kept (mode 600) in DATA_DIR. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
    chmodSync(file, 0o600);
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

export interface TokenClaims {
  sub: string;
  jti: string;
  role: string;
}

export class TokenService {
  constructor(private readonly secret: Uint8Array) {}

  async issue(userId: string, role: string): Promise<{ token: string; jti: string; expiresAt: Date }> {
    const jti = randomUUID();
    const expiresAt = new Date(Date.now() + SESSION_TTL_SECONDS * 1000);
    const token = await new SignJWT({ role })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .setIssuer('certidao-agil')
      .sign(this.secret);
    return { token, jti, expiresAt };
  }

  /** Null for anything that is not a valid, unexpired token of ours. */
  async verify(token: string): Promise<TokenClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, {
        issuer: 'certidao-agil',
        algorithms: ['HS256'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string') return null;
      return { sub: payload.sub, jti: payload.jti, role: String(payload.role ?? '') };
    } catch {
      return null;
    }
  }
}
