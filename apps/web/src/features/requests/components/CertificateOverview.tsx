import type { CertidaoDetalhe, Pdf } from '@certidao/api-client';
import { formatCpfCnpj, formatDateTime, getCertificateType, issuanceOf } from '@certidao/domain';
import { Card, Link, StatusBadge } from '@certidao/ui';
import type { ReactNode } from 'react';
import { paths } from '../../../app/paths.ts';
import { ResultBadge, Validity } from '../../../lib/ResultBadge.tsx';
import * as styles from './requests.css.ts';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}

function newestPdf(pdfs: Pdf[]): Pdf | undefined {
  return pdfs.reduce<Pdf | undefined>((a, b) => (!a || b.emitidoEm > a.emitidoEm ? b : a), undefined);
}

/** Protocol, type, result, validity, person, customer, status and verification code of one certificate. */
export function CertificateOverview({ certidao }: { certidao: CertidaoDetalhe }) {
  const tipo = getCertificateType(certidao.tipoCertidao);
  const { solicitacao } = certidao;
  // The certificate's answer carries no result: the newest PDF says what the source found and until when.
  const latest = newestPdf(certidao.pdfs);
  // A failed or cancelled certificate has no PDF, hence no protocol or code: it is not 'waiting' for them.
  const notIssued =
    certidao.status === 'falhou' || certidao.status === 'cancelado' ? 'Não emitida' : 'Aguardando emissão';
  return (
    <Card as="section" title="Dados da certidão" titleLevel={2}>
      <dl className={styles.details}>
        <Detail term="Protocolo">{certidao.protocolo ?? notIssued}</Detail>
        <Detail term="Tipo">{tipo?.label ?? certidao.tipoCertidao}</Detail>
        <Detail term="Órgão">{tipo?.orgao ?? '—'}</Detail>
        <Detail term="Emissão">
          {tipo
            ? issuanceOf(tipo, solicitacao.tipoPessoa) === 'automatica'
              ? 'Automática'
              : 'Emissão assistida'
            : '—'}
        </Detail>
        <Detail term="Status">
          <StatusBadge kind="certificate" status={certidao.status} jobState={certidao.jobState} />
        </Detail>
        <Detail term={solicitacao.tipoPessoa === 'fisica' ? 'Pessoa física' : 'Pessoa jurídica'}>
          {solicitacao.nomeCompleto}
        </Detail>
        <Detail term={solicitacao.tipoPessoa === 'fisica' ? 'CPF' : 'CNPJ'}>
          {formatCpfCnpj(solicitacao.documento)}
        </Detail>
        <Detail term="Cliente">
          <Link href={paths.perfilUsuario.href(solicitacao.usuario.id)}>{solicitacao.usuario.fullName}</Link>
        </Detail>
        <Detail term="Solicitada em">{formatDateTime(certidao.criadoEm)}</Detail>
        <Detail term="Concluída em">
          {certidao.concluidoEm ? formatDateTime(certidao.concluidoEm) : '—'}
        </Detail>
        <Detail term="Resultado">
          {latest ? (
            <ResultBadge resultado={latest.resultado} size="md" className={styles.start} />
          ) : (
            notIssued
          )}
        </Detail>
        <Detail term="Validade">
          {latest ? (
            latest.validoAte ? (
              <Validity validoAte={latest.validoAte} size="md" />
            ) : (
              'Sem prazo de validade'
            )
          ) : (
            notIssued
          )}
        </Detail>
        <Detail term="Código de verificação">
          {certidao.codigoVerificacao ? (
            <Link href={paths.verificar.href(certidao.codigoVerificacao)}>{certidao.codigoVerificacao}</Link>
          ) : (
            notIssued
          )}
        </Detail>
      </dl>
      {certidao.erro && certidao.status === 'falhou' ? <p className={styles.error}>{certidao.erro}</p> : null}
    </Card>
  );
}
