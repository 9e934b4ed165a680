import { ACCOUNTS, expect, type SignedInRole, STORAGE, test as setup } from './fixtures.ts';

/**
 * Signs each role in once and saves the browser state (the session cookies) to e2e/.auth/<role>.json for
 * `test.use({ storageState: STORAGE.<role> })`. The customer and the moderator are created through the admin
 * API (confirmed accounts); the admin is the one the server seeds.
 */
setup.describe.configure({ mode: 'parallel' });

const ROLES: SignedInRole[] = ['user', 'moderator', 'admin'];

for (const role of ROLES) {
  setup(`sign in as ${role}`, async ({ page, adminApi, signIn }) => {
    const { email, password } = ACCOUNTS[role];
    if (role !== 'admin') {
      await adminApi.createUsuario({
        body: {
          email,
          password,
          firstName: role === 'user' ? 'Cliente' : 'Moderador',
          lastName: 'E2E',
          role,
          status: 'active',
        },
      });
    }
    const user = await signIn(page, email, password);
    expect(user.role).toBe(role);
    await page.context().storageState({ path: STORAGE[role] });
  });
}
