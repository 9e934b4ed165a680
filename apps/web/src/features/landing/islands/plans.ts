import type { Plano } from '@certidao/api-client';
import { buttonRecipe, iconElement, planCardElement, visuallyHidden } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import * as styles from '../components/PlansSection.css.ts';

/**
 * GET /planos/publicos (no session needed), page 1 with up to 100 plans. A plain `fetch` rather than the
 * api-client, whose table of every operation the landing page would otherwise load for this one call.
 */
export const PUBLIC_PLANS_URL = '/api/planos/publicos?page=1&limit=100';

/** Marks the element that shows the plans' state (loading, error, none, the cards), which the island swaps. */
const STATE = 'data-plans-state';

const node = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) => {
  const element = document.createElement(tag);
  element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
};

/** One card per plan, by `ordem`, each with 'Assinar agora' to the complete checkout. */
function planList(plans: readonly Plano[]): HTMLElement {
  const list = node('ul', styles.grid);
  [...plans]
    .sort((a, b) => a.ordem - b.ordem)
    .forEach((plan, index) => {
      const subscribe = node(
        'a',
        `${buttonRecipe({ variant: plan.popular ? 'primary' : 'outline', size: 'lg' })} ${plan.popular ? styles.primaryAction : styles.outlineAction} ${styles.subscribe}`,
        'Assinar agora',
      );
      subscribe.href = paths.checkoutCompleto.href(plan.id);
      subscribe.append(node('span', visuallyHidden, ` o plano ${plan.nome}`));
      const item = node('li', styles.item);
      item.append(planCardElement(plan, { action: subscribe, nameId: `plano-${index + 1}-nome` }));
      list.append(item);
    });
  return list;
}

/** The plans could not be read: say so, with a reload. */
function failure(): HTMLElement {
  const alert = node('div', styles.message);
  alert.setAttribute('role', 'alert');
  const retry = node(
    'button',
    `${buttonRecipe({ variant: 'primary', size: 'lg' })} ${styles.primaryAction}`,
    'Tentar novamente',
  );
  retry.type = 'button';
  retry.addEventListener('click', () => window.location.reload());
  alert.append(
    iconElement('alertCircle', styles.messageIcon),
    node('p', styles.messageTitle, 'Erro ao carregar planos'),
    node('p', styles.messageText, 'Verifique sua conexão com a internet e tente de novo.'),
    retry,
  );
  return alert;
}

function noPlans(): HTMLElement {
  const message = node('div', styles.message);
  message.append(
    node('p', styles.messageTitle, 'Nenhum plano disponível no momento'),
    node('p', styles.messageText, 'Fale com um especialista para montar um plano sob medida.'),
  );
  return message;
}

/**
 * The plans section's behaviour on its rendered HTML (PlansSection.tsx, which shows the loading state): reads
 * the public plans and puts the cards, the error with its reload, or the 'no plans' message in place of the
 * loading state. Returns the clean-up (the read is abandoned).
 */
export function enhancePlans(section: HTMLElement): () => void {
  const controller = new AbortController();
  const show = (content: HTMLElement) => {
    content.setAttribute(STATE, '');
    section.querySelector(`[${STATE}]`)?.replaceWith(content);
  };
  fetch(PUBLIC_PLANS_URL, { headers: { accept: 'application/json' }, signal: controller.signal })
    .then(async (response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const { data } = (await response.json()) as { data: Plano[] };
      show(data.length ? planList(data) : noPlans());
    })
    .catch(() => {
      if (!controller.signal.aborted) show(failure());
    });
  return () => controller.abort();
}
