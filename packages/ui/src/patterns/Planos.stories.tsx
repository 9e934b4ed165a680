import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PlanCard } from '../PlanCard';
import { SAMPLE_PLANS } from '../PlanCard/plans.fixtures';
import * as styles from './patterns.css';

const subscribe = fn().mockName('onSubscribe');

function Plans() {
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <h1 className={styles.pageTitle}>Escolha seu plano</h1>
        <p className={styles.pageSubtitle}>Garantia de 7 dias e cancelamento a qualquer momento.</p>
      </div>
      <div className={styles.planGrid}>
        {SAMPLE_PLANS.map((plan) => (
          <PlanCard
            key={plan.nome}
            plan={plan}
            headingLevel={2}
            action={
              <Button
                fullWidth
                size="lg"
                variant={plan.popular ? 'primary' : 'outline'}
                onPress={() => subscribe(plan.nome)}
              >
                Assinar agora
              </Button>
            }
          />
        ))}
      </div>
    </div>
  );
}

const meta = {
  title: 'Padrões/Planos',
  component: Plans,
  beforeEach: () => subscribe.mockClear(),
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Os quatro planos (Básico, Profissional, Empresarial, Ilimitado) como `PlanCard` numa grade responsiva: ' +
          "quatro colunas no desktop, uma no celular; o plano popular em destaque com 'Mais popular'.",
      },
    },
  },
} satisfies Meta<typeof Plans>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A grade de planos. */
export const Grid: Story = {
  name: 'Grade de planos',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('article');
    await expect(cards.map((card) => card.getAttribute('data-plan'))).toEqual([
      'basico',
      'profissional',
      'empresarial',
      'ilimitado',
    ]);
    // Four columns on a desktop viewport: every card starts on the same line.
    const tops = new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(canvas.getAllByText('Mais popular')).toHaveLength(1);
    await expect(
      within(canvas.getByRole('article', { name: 'Profissional' })).getByText('mais 2 benefícios'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Ilimitado' })).getAllByText('Ilimitado'),
    ).toHaveLength(2);

    const button = within(canvas.getByRole('article', { name: 'Empresarial' })).getByRole('button', {
      name: 'Assinar agora',
    });
    await userEvent.click(button);
    await expect(subscribe).toHaveBeenCalledWith('Empresarial');
    await userEvent.unhover(button);
  },
};
