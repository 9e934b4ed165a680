import type { DashboardStats } from '@certidao/api-client';
import { BarChart, Card } from '@certidao/ui';

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Certificates concluded and failed per day over the last 30 days (server figures, São Paulo days). */
export function RequestsPerDay({ porDia }: { porDia: DashboardStats['porDia'] }) {
  const items = porDia.map((d) => ({
    label: br(d.data),
    shortLabel: br(d.data).slice(0, 5),
    values: { concluidas: d.concluidas, falhas: d.falhas },
  }));
  return (
    <Card as="section" title="Certidões por dia" titleLevel={2}>
      <BarChart
        title="Concluídas e com falha nos últimos 30 dias"
        labelHeader="Dia"
        items={items}
        series={[
          { key: 'concluidas', label: 'Concluídas', tone: 'success' },
          { key: 'falhas', label: 'Falhas', tone: 'danger' },
        ]}
      />
    </Card>
  );
}
