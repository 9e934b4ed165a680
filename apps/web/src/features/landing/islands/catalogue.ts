import type { CatalogoResumo } from '@certidao/api-client';
import * as styles from '../components/HowItWorks.css.ts';

/**
 * GET /catalogo/resumo (public). A plain `fetch`, as the plans island does: the api-client's table of every
 * operation, or the catalogue itself (~160 rows), would weigh more than the whole landing page.
 */
export const CATALOGUE_SUMMARY_URL = '/api/catalogo/resumo';

const FIGURES = ['tipos', 'ufs', 'automaticos', 'assistidos'] as const;

/**
 * The catalogue's numbers on their rendered HTML (HowItWorks.tsx shows dashes): each figure, then one line per
 * category. A failed read leaves the dashes and drops the figures' block: the text above still says what the
 * catalogue covers. Returns the clean-up (the read is abandoned).
 */
export function enhanceCatalogue(section: HTMLElement): () => void {
  const controller = new AbortController();
  const figures = section.querySelector<HTMLElement>(`.${styles.figuresBlock}`);
  fetch(CATALOGUE_SUMMARY_URL, { headers: { accept: 'application/json' }, signal: controller.signal })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const resumo = (await response.json()) as CatalogoResumo;
      for (const name of FIGURES) {
        const element = section.querySelector(`[data-catalogue="${name}"]`);
        if (element) element.textContent = resumo[name].toLocaleString('pt-BR');
      }
      const list = section.querySelector('[data-catalogue="porCategoria"]');
      for (const { label, total } of resumo.porCategoria) {
        const item = document.createElement('li');
        item.className = styles.category;
        const name = document.createElement('span');
        name.textContent = label;
        const count = document.createElement('span');
        count.className = styles.categoryTotal;
        count.textContent = String(total);
        item.append(name, count);
        list?.append(item);
      }
    })
    .catch(() => {
      if (!controller.signal.aborted) figures?.remove();
    });
  return () => controller.abort();
}
