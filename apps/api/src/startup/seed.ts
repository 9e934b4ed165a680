import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { appSettings, plans, users } from '../db/schema.ts';
import { generatePassword, hashPassword } from '../services/passwords.ts';

export const DEFAULT_PLANS = [
  {
    nome: 'Básico',
    descricao: 'Para corretores autônomos que fazem poucas análises por mês.',
    valorCents: 4990,
    limite: 5,
    assentos: 1,
    beneficios: [
      '5 solicitações por mês',
      'As 10 certidões em cada solicitação',
      'PDFs assinados digitalmente',
      'Suporte por e-mail',
    ],
    cor: 'basico',
    popular: false,
    ordem: 1,
  },
  {
    nome: 'Profissional',
    descricao: 'Para advogados e imobiliárias com demanda recorrente.',
    valorCents: 9990,
    limite: 20,
    assentos: 3,
    beneficios: [
      '20 solicitações por mês',
      'Conta de empresa com até 3 pessoas',
      'As 10 certidões em cada solicitação',
      'PDFs assinados com QR code de verificação',
      'Suporte por chat e e-mail',
      'Histórico completo de solicitações',
    ],
    cor: 'profissional',
    popular: true,
    ordem: 2,
  },
  {
    nome: 'Empresarial',
    descricao: 'Para equipes e escritórios com alto volume de análises.',
    valorCents: 24990,
    limite: 60,
    assentos: 10,
    beneficios: [
      '60 solicitações por mês',
      'As 10 certidões em cada solicitação',
      'Emissão para terceiros com autorização',
      'Suporte prioritário por telefone',
      'Conta de empresa com até 10 pessoas, centros de custo e relatórios',
    ],
    cor: 'empresarial',
    popular: false,
    ordem: 3,
  },
  {
    nome: 'Ilimitado',
    descricao: 'Sem limite mensal, para operações de grande escala.',
    valorCents: 49990,
    limite: 0,
    assentos: 25,
    beneficios: [
      'Solicitações ilimitadas',
      'Conta de empresa com até 25 pessoas',
      'As 10 certidões em cada solicitação',
      'Reemissão de certidões vencidas',
      'Gerente de conta dedicado',
      'Suporte 24h',
    ],
    cor: 'ilimitado',
    popular: false,
    ordem: 4,
  },
];

export interface SeedResult {
  /** The generated admin password, when one had to be generated (printed once by the caller). */
  generatedAdminPassword?: string;
  adminCreated: boolean;
  /**
   * Later starts: the first administrator (ADMIN_EMAIL) has never signed in and their password was not set
   * by ADMIN_PASSWORD, so the generated one may have been lost (the caller points at the reset command).
   */
  adminNeverSignedIn?: boolean;
}

/**
 * First start only: the admin and the four plans. A settings row makes it run once, even with concurrent
 * starts. `npm start` calls it once the server listens, so a start that fails earlier (the port is taken)
 * creates nobody and the password it would have printed is not lost.
 */
export async function seed(
  db: Db,
  options: { adminEmail: string; adminPassword?: string },
): Promise<SeedResult> {
  // Later starts stop here, without hashing a password nobody will use (a deliberately slow hash).
  if (await isSeeded(db)) return seededBefore(db, options.adminEmail);
  const password = options.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(appSettings)
      .values({
        key: 'seed_v1',
        value: { at: new Date().toISOString(), adminPasswordGenerated: !options.adminPassword },
      })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return seededBefore(tx, options.adminEmail);
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, options.adminEmail))
      .limit(1);
    let adminCreated = false;
    if (!existing) {
      await tx.insert(users).values({
        firstName: 'Administrador',
        lastName: 'Certidão Ágil',
        email: options.adminEmail,
        passwordHash,
        emailVerified: true,
        role: 'admin',
        status: 'active',
      });
      adminCreated = true;
    }
    const anyPlan = await tx.select({ id: plans.id }).from(plans).limit(1);
    if (anyPlan.length === 0) await tx.insert(plans).values(DEFAULT_PLANS);
    return {
      adminCreated,
      generatedAdminPassword: adminCreated && !options.adminPassword ? password : undefined,
    };
  });
}

async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ key: appSettings.key })
    .from(appSettings)
    .where(eq(appSettings.key, 'seed_v1'));
  return rows.length > 0;
}

/** A start after the first: whether the first administrator may have lost the generated password. */
async function seededBefore(db: DbOrTx, adminEmail: string): Promise<SeedResult> {
  const [marker] = await db.select().from(appSettings).where(eq(appSettings.key, 'seed_v1'));
  const [admin] = await db
    .select({ lastLoginAt: users.lastLoginAt })
    .from(users)
    .where(eq(users.email, adminEmail))
    .limit(1);
  const generated = (marker?.value as { adminPasswordGenerated?: boolean } | undefined)
    ?.adminPasswordGenerated;
  return {
    adminCreated: false,
    adminNeverSignedIn: !!admin && !admin.lastLoginAt && generated !== false,
  };
}
