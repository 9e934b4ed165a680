import type { Pdf } from '@certidao/api-client';
import { certificateLabel, formatDateTime } from '@certidao/domain';
import { Card, DownloadIcon, EmptyState, ExternalLink, FileTextIcon, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { ResultLine } from './CertificateResult.tsx';
import * as styles from './requests.css.ts';

/** A PDF's same-origin URL (the session cookie authenticates it), to open inline or to download. */
function pdfHref(pdf: Pdf, disposition: 'inline' | 'attachment'): string {
  const sep = pdf.urlDownload.includes('?') ? '&' : '?';
  return `${pdf.urlDownload}${sep}disposition=${disposition}`;
}

/** Every PDF of the request in one ZIP, streamed by the server (`baixarPdfsSolicitacao`), same cookie. */
function zipHref(solicitacaoId: string): string {
  return `/api/solicitacoes/${encodeURIComponent(solicitacaoId)}/pdfs.zip`;
}

/**
 * The generated PDFs of a request, each with its result and validity, the issuing body's control code, 'Abrir' (new tab), 'Baixar' and its verification code linking to
 * the public verification page, and 'Baixar todos' (one ZIP) above them; 'Nenhuma certidão foi gerada ainda'
 * before the first.
 */
export function PdfList({
  solicitacaoId,
  pdfs,
  showZip = true,
}: {
  solicitacaoId: string;
  pdfs: Pdf[];
  /** 'Baixar todos' (the whole request's ZIP); off where only one certificate's PDFs are listed. */
  showZip?: boolean;
}) {
  return (
    <Card
      as="section"
      title="Certidões geradas"
      titleLevel={2}
      actions={
        showZip && pdfs.length > 0 ? (
          <Link
            href={zipHref(solicitacaoId)}
            download={`certidoes-${solicitacaoId.slice(0, 8)}.zip`}
            buttonVariant="outline"
            buttonSize="sm"
            aria-label={`Baixar todos os PDFs (${pdfs.length}) em um arquivo ZIP`}
          >
            <DownloadIcon aria-hidden="true" />
            Baixar todos
          </Link>
        ) : undefined
      }
    >
      {pdfs.length === 0 ? (
        <EmptyState
          size="sm"
          icon={<FileTextIcon />}
          title="Nenhuma certidão foi gerada ainda"
          titleLevel={3}
        />
      ) : (
        <ul className={styles.pdfList}>
          {pdfs.map((pdf) => (
            <li key={pdf.id} className={styles.pdfRow}>
              <div className={styles.pdfInfo}>
                <p className={styles.pdfName}>{certificateLabel(pdf.tipoCertidao)}</p>
                <ResultLine resultado={pdf.resultado} validoAte={pdf.validoAte} />
                <p className={styles.pdfMeta}>
                  {pdf.nomeArquivo} · {pdf.tamanhoFormatado} · Emitida em {formatDateTime(pdf.emitidoEm)}
                </p>
                <p className={styles.pdfMeta}>Código de controle do órgão: {pdf.codigoControle}</p>
                <p className={styles.pdfMeta}>
                  Código de verificação:{' '}
                  <Link href={paths.verificar.href(pdf.codigoVerificacao)}>{pdf.codigoVerificacao}</Link>
                </p>
              </div>
              <div className={styles.cardActions}>
                <ExternalLink
                  href={pdfHref(pdf, 'inline')}
                  buttonVariant="outline"
                  buttonSize="sm"
                  aria-label={`Abrir ${pdf.nomeArquivo} (abre em nova aba)`}
                >
                  Abrir
                </ExternalLink>
                <Link
                  href={pdfHref(pdf, 'attachment')}
                  download={pdf.nomeArquivo}
                  buttonVariant="primary"
                  buttonSize="sm"
                  aria-label={`Baixar ${pdf.nomeArquivo}`}
                >
                  <DownloadIcon aria-hidden="true" />
                  Baixar
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
