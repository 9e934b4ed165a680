import { StarIcon } from './icons.tsx';
import * as styles from './Stars.css.ts';

const FIVE = [1, 2, 3, 4, 5] as const;

/** Five stars, named for assistive technology ('Avaliação: 5 de 5 estrelas'). */
export function Stars({ size = 'md' }: { size?: keyof typeof styles.stars }) {
  return (
    <span role="img" aria-label="Avaliação: 5 de 5 estrelas" className={styles.stars[size]}>
      {FIVE.map((n) => (
        <StarIcon key={n} />
      ))}
    </span>
  );
}
