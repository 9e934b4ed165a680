/**
 * The accessibility check every other spec relies on (`checkA11y`): it fails on serious violations, names the
 * rule and the element, honours its include/exclude, disabled rules and contrast sample, and runs again after a
 * navigation.
 * Under the app's CSP, on one of its own pages.
 */
import { checkA11y, expect, test } from './fixtures.ts';

const BAD = `
  <main>
    <h1>Teste</h1>
    <p id="faint" style="color:#ccc;background:#fff">Texto quase invisível</p>
    <button id="unnamed"></button>
    <p id="fine">Texto legível</p>
  </main>`;

test('checkA11y fails on a violation, names it, and honours include, exclude, disabled rules and the contrast sample', async ({
  page,
}) => {
  await page.goto('/');
  await checkA11y(page);
  await page.evaluate((html) => {
    document.body.innerHTML = html;
  }, BAD);

  const failure = await checkA11y(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('color-contrast (serious)');
  expect(failure).toContain('#faint');
  expect(failure).toContain('button-name (critical)');
  expect(failure).toContain('#unnamed');

  await checkA11y(page, { include: '#fine' });
  await checkA11y(page, { exclude: ['#faint', '#unnamed'] });
  await expect(checkA11y(page, { disableRules: ['color-contrast'] })).rejects.toThrow(/button-name/);
  // Contrast only inside the sample, every other rule on the whole page.
  await expect(checkA11y(page, { contrastIn: ['#fine'], exclude: '#unnamed' })).resolves.toBeUndefined();
  const sampled = await checkA11y(page, { contrastIn: ['#faint'] }).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(sampled).toContain('color-contrast (serious)');
  expect(sampled).toContain('button-name (critical)');

  // A new document: axe is injected into it again.
  await page.goto('/');
  await checkA11y(page);
});
