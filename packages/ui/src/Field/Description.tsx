import { Text, type TextProps } from 'react-aria-components';
import { cx } from '../utils';
import * as styles from './fieldStyles.css';

export type DescriptionProps = Omit<TextProps, 'slot'>;

/** Help text under a field: React Aria `Text` in the `description` slot (`aria-describedby`). */
export function Description({ className, ...props }: DescriptionProps) {
  return <Text {...props} slot="description" className={cx(styles.description, className)} />;
}
