import { type HTMLAttributes, useState } from 'react';
import { cx } from '../utils';
import * as styles from './Avatar.css';
import { avatarColor, initials } from './initials';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'color'> {
  /** The person's name: the accessible name, and the source of the initials and the colour. */
  name: string;
  /** Photo URL. While it is missing or fails to load, the initials are shown. */
  src?: string | null;
  /** `sm` 2rem (tables), `md` 2.5rem (top bar, lists), `lg` 4rem (profile). */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the avatar from assistive technology when the name is already next to it. */
  isDecorative?: boolean;
}

/**
 * A person's photo, or their initials on a colour picked from the name when there is no photo or
 * it fails to load. Named by `name` (role `img`), unless `isDecorative`.
 */
export function Avatar({ name, src, size = 'md', isDecorative = false, className, ...props }: AvatarProps) {
  // Remembers which photo failed, so a new `src` gets a new chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const a11y = isDecorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': name };
  return (
    <span
      {...a11y}
      {...props}
      data-fallback={showImage ? undefined : 'true'}
      className={cx(styles.avatarRecipe({ size, color: avatarColor(name) }), className)}
    >
      {showImage ? (
        <img
          className={styles.image}
          src={src ?? undefined}
          alt=""
          onError={() => setFailedSrc(src ?? null)}
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
