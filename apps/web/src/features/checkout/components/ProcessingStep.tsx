import { Card, Spinner } from '@certidao/ui';
import * as styles from './checkout.css.ts';
import { StepHeading } from './StepHeading.tsx';

/** Step 'processando': the card is being charged. */
export function ProcessingStep() {
  return (
    <Card aria-busy="true">
      <div className={styles.processing}>
        <Spinner size="lg" label="Processando pagamento" />
        <StepHeading
          autoFocus
          intro="Estamos confirmando o pagamento com a operadora do cartão. Não feche esta página."
        >
          Processando pagamento...
        </StepHeading>
      </div>
    </Card>
  );
}
