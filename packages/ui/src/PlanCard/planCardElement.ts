import { benefitsPreview, formatMoney, isUnlimitedLimit, planLimitLabel, planPeriod } from '@certidao/domain';
import { badgeRecipe } from '../Badge/Badge.css';
import { iconElement } from '../icons/iconElement';
import { classes, element } from '../utils/dom';
import type { PlanCardPlan } from './PlanCard';
import * as styles from './PlanCard.css';
import { planColorKey } from './planColor';

export interface PlanCardElementOptions {
  /** The call to action at the bottom, as a DOM node. */
  action?: Node;
  /** Heading level of the plan name (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** The id of the plan name, which names the card (`useId` in the React component). */
  nameId: string;
}

/**
 * The DOM twin of `PlanCard` (without the admin screen's header actions and order), for pages that render
 * plans without React (the landing page). Same elements, attributes and classes as the component, so it
 * looks and reads the same; the landing page's end-to-end test compares the two.
 */
export function planCardElement(
  plan: PlanCardPlan,
  { action, headingLevel = 3, nameId }: PlanCardElementOptions,
): HTMLElement {
  const color = planColorKey(plan.nome, plan.cor);
  const period = planPeriod(plan.nome);
  const popularLabel = plan.popular ? 'Mais popular' : period.badge;
  const { visible, moreLabel } = benefitsPreview(plan.beneficios);
  const limit = isUnlimitedLimit(plan.limite)
    ? 'Ilimitado'
    : `${planLimitLabel(plan.limite)} solicitações/mês`;
  const badge = (tone: Parameters<typeof badgeRecipe>[0], text: string, className?: string) =>
    element('span', { class: classes(badgeRecipe(tone), className) }, text);
  return element(
    'article',
    {
      'aria-labelledby': nameId,
      'data-plan': color,
      'data-popular': popularLabel ? 'true' : null,
      class: styles.planCardRecipe({ color, popular: Boolean(popularLabel) }),
    },
    popularLabel
      ? badge({ tone: 'primary', variant: 'solid', size: 'md' }, popularLabel, styles.popularBadge)
      : null,
    element(
      'div',
      { class: styles.header },
      element(
        'div',
        { class: styles.headings },
        element(`h${headingLevel}`, { id: nameId, class: styles.name }, plan.nome),
        badge({ tone: color === 'default' ? 'plan' : color, variant: 'subtle', size: 'sm' }, limit),
      ),
    ),
    plan.descricao ? element('p', { class: styles.description }, plan.descricao) : null,
    element(
      'div',
      { class: styles.priceBlock },
      element(
        'p',
        { class: styles.price },
        element('span', { class: styles.amount }, formatMoney(plan.valor)),
        element('span', { class: styles.period }, period.suffix),
      ),
      period.hint ? element('p', { class: styles.hint }, period.hint) : null,
    ),
    visible.length > 0
      ? element(
          'ul',
          { class: styles.benefits, 'aria-label': 'Benefícios' },
          ...visible.map((benefit) =>
            element(
              'li',
              { class: styles.benefit },
              iconElement('check', styles.benefitIcon),
              element('span', {}, benefit),
            ),
          ),
          moreLabel ? element('li', { class: styles.more }, moreLabel) : null,
        )
      : null,
    action ? element('div', { class: styles.action }, action) : null,
  );
}
