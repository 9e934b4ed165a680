import type { Verification } from '@certidao/api-client';
import { formatDate, formatDateTime } from '@certidao/domain';
import { AlertTriangleIcon, BadgeCheckIcon, CopyField } from '@certidao/ui';
import * as styles from './VerificationResult.css.ts';

const RESULTADO: Record<Verification['resultado'], string> = {
  negativa: 'Negativa (nada consta)',
  positiva: 'Positiva (consta)',
  positiva_com_efeitos_de_negativa: 'Positiva com efeitos de negativa',
  indeterminado: 'Resultado a conferir no documento do órgão emissor',
};

/** An authentic certificate: what it certifies, as recorded when it was issued. */
export function VerificationResult({ verification: v }: { verification: Verification }) {
  return (
    <article className={styles.card} aria-labelledby="verificacao-titulo">
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <BadgeCheckIcon />
        </span>
        <div className={styles.headings}>
          <h1 id="verificacao-titulo" className={styles.title}>
            Certidão autêntica
          </h1>
          <p className={styles.lead}>
            Esta certidão foi emitida pela Certidão Ágil. Confira se os dados abaixo são os mesmos do
            documento que você tem em mãos.
          </p>
        </div>
      </header>
      {v.sandbox ? (
        <p className={styles.sandbox}>
          <AlertTriangleIcon className={styles.sandboxIcon} aria-hidden="true" />
          Documento de teste, emitido em ambiente de simulação: não tem valor legal.
        </p>
      ) : null}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>Certidão</dt>
          <dd>{v.label}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Órgão emissor</dt>
          <dd>{v.orgao}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Nome</dt>
          <dd>{v.nome}</dd>
        </div>
        <div className={styles.fact}>
          <dt>CPF/CNPJ</dt>
          <dd>{v.documento}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Resultado</dt>
          <dd>{RESULTADO[v.resultado] ?? v.resultado}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Emitida em</dt>
          <dd>{formatDateTime(v.emitidoEm)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Válida até</dt>
          <dd>{v.validoAte ? formatDate(v.validoAte) : 'Não informada'}</dd>
        </div>
        <div className={styles.fact}>
          <dt>Código de verificação</dt>
          <dd className={styles.code}>{v.codigo}</dd>
        </div>
      </dl>
      <CopyField
        label="Impressão digital do arquivo (SHA-256)"
        value={v.sha256}
        description="Para conferir um PDF recebido por e-mail, calcule o SHA-256 do arquivo: ele deve ser igual a este."
      />
    </article>
  );
}
