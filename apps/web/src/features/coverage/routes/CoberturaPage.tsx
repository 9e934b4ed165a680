import { Card, Cell, Column, PageHeader, Row, Table, TableBody, TableHeader } from '@certidao/ui';
import { muted, stack } from '../../../lib/layout.css.ts';
import { coverageByUf } from '../coverage.ts';

const { nacionais, ufs } = coverageByUf();

/**
 * /cobertura: what the catalogue covers in each UF — its courts, taxes and property-tax certificates, how many
 * are issued automatically and how many by an operator — plus the national ones every request may add.
 */
export default function CoberturaPage() {
  return (
    <div className={stack}>
      <PageHeader
        title="Cobertura por estado"
        description={`Além de ${nacionais} certidões nacionais (Receita Federal, débitos trabalhistas, protestos e outras), cada unidade da federação tem as certidões dos seus tribunais, tributos e prefeitura. As de emissão assistida são emitidas por um operador no portal oficial, com prazo informado no pedido.`}
      />
      <Card as="section" title="Certidões por UF" titleLevel={2}>
        <Table aria-label="Certidões por UF">
          <TableHeader>
            <Column id="uf" isRowHeader>
              UF
            </Column>
            <Column id="locais">Certidões</Column>
            <Column id="automaticas">Automáticas</Column>
            <Column id="assistidas">Assistidas</Column>
            <Column id="iptu">IPTU da capital</Column>
          </TableHeader>
          <TableBody>
            {ufs.map((u) => (
              <Row key={u.uf} id={u.uf}>
                <Cell>
                  {u.uf} <span className={muted}>{u.nome}</span>
                </Cell>
                <Cell>{u.locais}</Cell>
                <Cell>{u.automaticas}</Cell>
                <Cell>{u.assistidas}</Cell>
                <Cell>{u.iptuCapital ? 'Sim' : 'Não'}</Cell>
              </Row>
            ))}
          </TableBody>
        </Table>
      </Card>
    </div>
  );
}
