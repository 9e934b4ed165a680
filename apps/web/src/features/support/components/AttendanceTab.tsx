import { Card, Link } from '@certidao/ui';
import * as styles from './support.css.ts';

/** The support team's public line and addresses (same as the landing page's). */
const PHONE = '(13) 99123-4567';
const PHONE_HREF = 'tel:+5513991234567';
const SUPPORT_EMAIL = 'contato@certidaoagil.com.br';

/** Phone, hours and reply times (chat within 1 h, e-mail within 4 h, resolution within 24 h). */
export function AttendanceTab() {
  return (
    <div className={styles.grid}>
      <Card as="section" title="Canais de atendimento" titleLevel={3} padding="md">
        <dl className={styles.definitions}>
          <dt className={styles.term}>Telefone e WhatsApp</dt>
          <dd className={styles.definition}>
            <Link href={PHONE_HREF}>{PHONE}</Link>
          </dd>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.definition}>
            <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
          </dd>
        </dl>
      </Card>
      <Card as="section" title="Horário de atendimento" titleLevel={3} padding="md">
        <dl className={styles.definitions}>
          <dt className={styles.term}>Segunda a sexta</dt>
          <dd className={styles.definition}>8h às 18h</dd>
          <dt className={styles.term}>Sábado</dt>
          <dd className={styles.definition}>8h às 12h</dd>
        </dl>
      </Card>
      <Card as="section" title="Tempos de resposta" titleLevel={3} padding="md">
        <dl className={styles.definitions}>
          <dt className={styles.term}>Chat</dt>
          <dd className={styles.definition}>até 1 hora</dd>
          <dt className={styles.term}>E-mail</dt>
          <dd className={styles.definition}>até 4 horas</dd>
          <dt className={styles.term}>Resolução do problema</dt>
          <dd className={styles.definition}>até 24 horas</dd>
        </dl>
      </Card>
    </div>
  );
}
