import { Spinner } from '@certidao/ui';
import * as styles from './LoadingScreen.css.ts';

/** The spinner with 'Carregando...' that guarded pages and lazy pages show while they load. */
export function LoadingScreen({ label = 'Carregando...' }: { label?: string }) {
  return (
    <div className={styles.screen}>
      <Spinner size="lg" label={label} showLabel labelPlacement="bottom" />
    </div>
  );
}
