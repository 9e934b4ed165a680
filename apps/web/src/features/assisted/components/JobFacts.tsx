import type { EmissaoAssistida } from '@certidao/api-client';
import { type CertificateField, FIELD_LABELS, formatDateTime } from '@certidao/domain';
import { Card, ExternalLink } from '@certidao/ui';
import type { ReactNode } from 'react';
import * as styles from './assisted.css.ts';
import { Deadline, JobBadge } from './JobBadge.tsx';

const placeText = (local: EmissaoAssistida['imovel']) =>
  local ? (local.cidade ? `${local.cidade}/${local.uf}` : local.uf) : 'Não informado';

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.pair}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The party's name and document, shown above; the certificate's own inputs are the rest. */
const SHOWN = new Set(['nome', 'cpf', 'cnpj']);

/** What the customer filled for this certificate, in the form's words (empty values left out). */
function certificateRows(dados: EmissaoAssistida['dadosCertidao']): [string, ReactNode][] {
  return Object.entries(dados)
    .filter(([key, v]) => !SHOWN.has(key) && v !== null && v !== '')
    .map(([key, v]) => [FIELD_LABELS[key as CertificateField] ?? key, v]);
}

/** The job: the certificate and its portal, the deadline, the party and the property, who asked and who has it. */
export function JobFacts({ job }: { job: EmissaoAssistida }) {
  return (
    <>
      <Card title="Certidão" titleLevel={2} as="section">
        <Facts
          rows={[
            ['Tipo', job.nome],
            ['Órgão', job.orgao],
            [
              'Portal oficial',
              <ExternalLink key="portal" href={job.portal}>
                {new URL(job.portal).host}
              </ExternalLink>,
            ],
            ['Situação', <JobBadge key="s" job={job} />],
            [
              'Prazo',
              <span key="p">
                {formatDateTime(job.prazoEm)} ({job.prazoHoras} h) <Deadline job={job} />
              </span>,
            ],
            ['Pedida em', formatDateTime(job.criadoEm)],
            [
              'Operador',
              job.operador
                ? `${job.operador.fullName}${job.assumidoEm ? ` desde ${formatDateTime(job.assumidoEm)}` : ''}`
                : 'Ninguém assumiu ainda',
            ],
          ]}
        />
      </Card>
      <Card title="Parte" titleLevel={2} as="section">
        <Facts
          rows={[
            ['Nome', job.parte.nomeCompleto],
            [job.parte.tipoPessoa === 'fisica' ? 'CPF' : 'CNPJ', job.parte.documento],
            ['Pessoa', job.parte.tipoPessoa === 'fisica' ? 'Física' : 'Jurídica'],
            ['Domicílio', placeText(job.parte.local)],
            ...certificateRows(job.dadosCertidao),
          ]}
        />
      </Card>
      <Card title="Imóvel e cliente" titleLevel={2} as="section">
        <Facts
          rows={[
            ['Imóvel', placeText(job.imovel)],
            ['Cliente', `${job.cliente.fullName} (${job.cliente.email})`],
          ]}
        />
      </Card>
    </>
  );
}
