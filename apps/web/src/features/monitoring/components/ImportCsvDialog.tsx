import type { ImportacaoMonitoramentos } from '@certidao/api-client';
import { isApiError } from '@certidao/api-client';
import { type CarteiraProblem, certificateLabel, formatCpfCnpj, plural } from '@certidao/domain';
import {
  Button,
  Dialog,
  DialogFooter,
  DownloadIcon,
  FileTextIcon,
  InlineAlert,
  Modal,
  Radio,
  RadioGroup,
} from '@certidao/ui';
import { useId, useMemo, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { useImportarMonitoramentos } from '../api.ts';
import {
  EXEMPLO_CARTEIRA_CSV,
  problemText,
  type ReadFile,
  readPortfolioFile,
  refusedLines,
} from '../carteira.ts';
import * as styles from './monitoring.css.ts';
import { QuotaCoverage } from './QuotaCoverage.tsx';

const PREVIEW_ROWS = 5;

type Modo = 'criar' | 'atualizar';

/** '2 partes incluídas no monitoramento, 3 partes atualizadas e 1 parte sem alteração.' */
function outcomeText(r: ImportacaoMonitoramentos): string {
  const parts = [
    r.criados
      ? `${r.criados} ${plural(r.criados, 'parte incluída', 'partes incluídas')} no monitoramento`
      : '',
    r.atualizados
      ? `${r.atualizados} ${plural(r.atualizados, 'parte atualizada', 'partes atualizadas')}`
      : '',
    r.inalterados
      ? `${r.inalterados} ${plural(r.inalterados, 'parte sem alteração', 'partes sem alteração')}`
      : '',
  ].filter(Boolean);
  const last = parts.pop() ?? 'Nenhuma parte alterada';
  return `${parts.length ? `${parts.join(', ')} e ${last}` : last}.`;
}

function ExampleLink() {
  // A static file built in the page: nothing to fetch, and it is always the columns this reader takes.
  const href = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${EXEMPLO_CARTEIRA_CSV}`)}`,
    [],
  );
  return (
    <a href={href} download="carteira-exemplo.csv" className={styles.downloadLink}>
      <DownloadIcon aria-hidden="true" />
      Baixar CSV de exemplo
    </a>
  );
}

function Problems({ title, problems }: { title: string; problems: readonly CarteiraProblem[] }) {
  return (
    <InlineAlert tone="danger" isLive>
      <p>{title}</p>
      <ul className={styles.problems} aria-label="Problemas por linha">
        {problems.map((p) => (
          <li key={`${p.line}-${p.message}`}>{problemText(p)}</li>
        ))}
      </ul>
    </InlineAlert>
  );
}

/**
 * 'Importar CSV': the file is read here (the same reader and party rules as the CLI's and the server's),
 * previewed with each line's problem, and sent whole only when every line passes; the server's refusals (422,
 * nothing written: a party already monitored, when only adding) come back as the file's line numbers. 'Atualizar'
 * syncs a file sent before: the parties already monitored take its data, the others are added.
 */
export function ImportCsvDialog({ onClose }: { onClose: () => void }) {
  const nameId = useId();
  const importar = useImportarMonitoramentos();
  const [file, setFile] = useState<{ name: string; read: ReadFile } | null>(null);
  const [refused, setRefused] = useState<CarteiraProblem[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<ImportacaoMonitoramentos | null>(null);
  const [modo, setModo] = useState<Modo>('criar');

  const choose = async (chosen: File | undefined) => {
    setRefused(null);
    setFailure(null);
    setCreated(null);
    if (!chosen) return setFile(null);
    const read = readPortfolioFile(new Uint8Array(await chosen.arrayBuffer()));
    setFile({ name: chosen.name, read });
  };

  const send = async () => {
    if (!file || importar.isMutating) return;
    setRefused(null);
    setFailure(null);
    try {
      const result = await importar.trigger({ body: { partes: file.read.rows.map((r) => r.party), modo } });
      setCreated(result);
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const lines = refusedLines(file.read.rows, error.body);
        setRefused(lines.length ? lines : [{ line: 0, message: error.message }]);
      } else if (!(isApiError(error) && error.status === 401))
        setFailure(
          isApiError(error) && error.status === 400
            ? error.message
            : 'Não foi possível importar. Tente novamente.',
        );
    }
  };

  const read = file?.read;
  const canSend = Boolean(read && read.rows.length > 0 && read.problems.length === 0 && created === null);
  return (
    <Modal size="lg" isOpen onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog
        title="Importar CSV"
        description="Uma parte por linha, com as colunas nomeCompleto e documento (CPF ou CNPJ); as demais são opcionais."
      >
        <div className={styles.form}>
          <ExampleLink />
          <div className={styles.fileRow}>
            <FileTrigger
              acceptedFileTypes={['.csv', 'text/csv']}
              onSelect={(files) => void choose(files?.[0] ?? undefined)}
            >
              <Button variant="outline" aria-describedby={nameId}>
                <FileTextIcon aria-hidden="true" />
                Escolher arquivo CSV
              </Button>
            </FileTrigger>
            <span id={nameId} className={styles.muted}>
              {file ? file.name : 'Nenhum arquivo escolhido'}
            </span>
          </div>
          {read ? (
            <section aria-label="Prévia do arquivo" className={styles.form}>
              <p className={styles.muted}>
                {`${file?.name}: ${read.rows.length} ${plural(read.rows.length, 'parte pronta', 'partes prontas')} para importar`}
                {read.encoding === 'windows-1252' ? ' (lido como Windows-1252)' : ''}
              </p>
              {read.rows.length ? (
                <ul className={styles.preview}>
                  {read.rows.slice(0, PREVIEW_ROWS).map((r) => (
                    <li key={r.line}>
                      {`Linha ${r.line}: ${r.party.nomeCompleto} · ${formatCpfCnpj(r.party.documento)} · ${r.party.tiposCertidao.map(certificateLabel).join(', ')}`}
                    </li>
                  ))}
                  {read.rows.length > PREVIEW_ROWS ? (
                    <li className={styles.muted}>{`e mais ${read.rows.length - PREVIEW_ROWS}…`}</li>
                  ) : null}
                </ul>
              ) : null}
              {read.problems.length ? (
                <Problems
                  title={`O arquivo tem ${read.problems.length} ${plural(read.problems.length, 'problema')}. Corrija e escolha o arquivo de novo: nada é importado enquanto houver linhas com problema.`}
                  problems={read.problems}
                />
              ) : null}
            </section>
          ) : null}
          <RadioGroup
            label="O que fazer com quem já está no monitoramento"
            value={modo}
            onChange={(value) => {
              setModo(value as Modo);
              setRefused(null);
            }}
            isDisabled={importar.isMutating || created !== null}
          >
            <Radio value="criar">Só incluir partes novas (recusar o arquivo se alguma já estiver)</Radio>
            <Radio value="atualizar">
              Atualizar as já monitoradas pelo CPF/CNPJ (nome, certidões, política, escritura) e incluir as
              novas
            </Radio>
          </RadioGroup>
          {/* Only new parties spend quota: in 'atualizar' the server alone knows how many are new. */}
          {canSend && modo === 'criar' ? <QuotaCoverage novas={read?.rows.length ?? null} /> : null}
          {refused ? (
            <Problems
              title="Nenhuma parte foi incluída: o servidor recusou estas linhas."
              problems={refused}
            />
          ) : null}
          {failure ? (
            <InlineAlert tone="danger" isLive>
              {failure}
            </InlineAlert>
          ) : null}
          {created !== null ? (
            <InlineAlert tone="success" isLive>
              {outcomeText(created)}
            </InlineAlert>
          ) : null}
          <DialogFooter>
            <Button variant="outline" onPress={onClose}>
              {created !== null ? 'Fechar' : 'Cancelar'}
            </Button>
            {created === null ? (
              <Button onPress={() => void send()} isDisabled={!canSend} isPending={importar.isMutating}>
                {!read?.rows.length
                  ? 'Importar'
                  : modo === 'atualizar'
                    ? `Sincronizar ${read.rows.length} ${plural(read.rows.length, 'parte')}`
                    : `Importar ${read.rows.length} ${plural(read.rows.length, 'parte')}`}
              </Button>
            ) : null}
          </DialogFooter>
        </div>
      </Dialog>
    </Modal>
  );
}
