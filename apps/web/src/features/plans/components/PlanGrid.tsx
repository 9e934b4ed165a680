import type { Plano } from '@certidao/api-client';
import { Button, CreditCardIcon, Link, PlanCard } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { PlanChangeButton } from '../../../lib/PlanChange.tsx';
import * as styles from './plans.css.ts';

export interface PlanGridProps {
  planos: readonly Plano[];
  /** With an active plan the server refuses another one: the buttons are shown disabled. */
  isLocked?: boolean;
  /** The active plan of a customer who may change it in place: the other plans offer 'Mudar para este plano'. */
  changeFrom?: string;
}

/** The plans as cards, each with 'Assinar com PIX' (→ /checkout) and 'Assinar com cartão' (→ /checkout-completo). */
export function PlanGrid({ planos, isLocked = false, changeFrom }: PlanGridProps) {
  return (
    <div className={styles.gridContainer}>
      <div className={styles.grid}>
        {planos.map((plano) => (
          <PlanCard
            key={plano.id}
            plan={plano}
            headingLevel={2}
            action={
              changeFrom ? (
                <div className={styles.actions}>
                  {plano.id === changeFrom ? (
                    <Button variant="outline" size="lg" isDisabled>
                      Seu plano atual
                    </Button>
                  ) : (
                    <PlanChangeButton
                      label="Mudar para este plano"
                      variant={plano.popular ? 'primary' : 'outline'}
                      size="lg"
                      currentPlanId={changeFrom}
                      initialPlanId={plano.id}
                    />
                  )}
                </div>
              ) : (
                <div className={styles.actions}>
                  <Link
                    href={paths.checkout.href(plano.id)}
                    buttonVariant={plano.popular ? 'primary' : 'outline'}
                    buttonSize="lg"
                    isDisabled={isLocked}
                  >
                    Assinar com PIX
                  </Link>
                  <Link
                    href={paths.checkoutCompleto.href(plano.id)}
                    buttonVariant={plano.popular ? 'secondary' : 'ghost'}
                    buttonSize="lg"
                    isDisabled={isLocked}
                  >
                    <CreditCardIcon aria-hidden="true" />
                    Assinar com cartão
                  </Link>
                </div>
              )
            }
          />
        ))}
      </div>
    </div>
  );
}
