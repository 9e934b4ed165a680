import { getSource } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { sandboxFontesForaDoAr } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { audit } from '../../services/audit.ts';
import { SOURCE_NOT_FOUND } from '../sources/service.ts';

const SANDBOX_ISSUER_OFF = 'A simulação de fontes só está disponível com o emissor sandbox.';

/**
 * Switches a source off (every sandbox run of its types fails as unavailable) or back on, for every process:
 * the sandbox issuer reads the switch from the database before each run. Audited.
 */
export async function switchSandboxSource(
  ctx: AppContext,
  key: string,
  down: boolean,
  actor: { id: string; ip: string },
) {
  if (ctx.pipeline.issuers.mode !== 'sandbox') throw notFound(SANDBOX_ISSUER_OFF);
  const source = getSource(key);
  if (!source) throw notFound(SOURCE_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const changed = down
      ? await tx.insert(sandboxFontesForaDoAr).values({ fonte: source.key }).onConflictDoNothing().returning()
      : await tx.delete(sandboxFontesForaDoAr).where(eq(sandboxFontesForaDoAr.fonte, source.key)).returning();
    if (changed.length)
      await audit(tx, {
        action: down ? 'sandbox.fonte_fora_do_ar' : 'sandbox.fonte_restabelecida',
        actorId: actor.id,
        ip: actor.ip,
        targetType: 'fonte',
        targetId: source.key,
      });
  });
  return { fonte: source.key, foraDoAr: down };
}
