import { whatsappHref } from '../contact.ts';
import * as styles from './ChatButton.css.ts';
import { WhatsAppIcon } from './icons.tsx';

/** The floating chat button: opens WhatsApp with the greeting, in a new tab. */
export function ChatButton() {
  return (
    <a
      href={whatsappHref()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Conversar pelo WhatsApp (abre em nova aba)"
      className={styles.button}
    >
      <WhatsAppIcon />
    </a>
  );
}
