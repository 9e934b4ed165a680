import { type HTMLAttributes, useState } from 'react';
import { cx } from '../utils';
import * as styles from './Avatar.css';
import { avatarColor, initials } from './initials';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'color'> {
  /** O nome da pessoa: é o nome acessível e a origem das iniciais e da cor. */
  name: string;
  /** Endereço da foto. Enquanto ela falta ou não carrega, aparecem as iniciais. */
  src?: string | null;
  /** `sm` 2rem em tabelas, `md` 2,5rem na barra superior e em listas, `lg` 4rem no perfil. */
  size?: 'sm' | 'md' | 'lg';
  /** Esconde o avatar das tecnologias assistivas quando o nome já está ao lado. */
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
