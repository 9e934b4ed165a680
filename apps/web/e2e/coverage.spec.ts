/** The public coverage page: one row per UF, no session needed; axe; 390 px without sideways scrolling. */
import { a11y, expect, expectNoHorizontalOverflow, test } from './fixtures.ts';

test('anyone sees what the catalogue covers in each UF', async ({ page }) => {
  await page.goto('/cobertura');
  await expect(page.getByRole('heading', { level: 1, name: 'Cobertura por estado' })).toBeVisible();
  const table = page.getByRole('grid', { name: 'Certidões por UF' });
  await expect(table.getByRole('row', { name: /Minas Gerais/ })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(28);
  await a11y(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
});
