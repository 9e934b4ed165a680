import { insertCompany, type TestServer } from './harness.ts';
import { userWithPlan } from './pipelineHelpers.ts';

/**
 * A company whose holder (a gestor) holds a plan of `limite` requests at R$ 49,90, plus one 'Membro'. Written
 * straight to the database, which is quicker than `criarEmpresa` and an accepted invitation (companies.test.ts
 * covers those over HTTP). The member's own plan is ignored once they belong to the company: every member's
 * requests count against the holder's plan, and are charged to the holder's account.
 */
export async function companyWithMembers(t: TestServer, limite = 10) {
  const gestor = await userWithPlan(t, limite);
  const membro = await userWithPlan(t, 0);
  const company = await insertCompany(t.server, gestor.userId, [{ userId: membro.userId, papel: 'membro' }]);
  return { ...company, gestor, membro };
}
