import { PortfolioScreen } from '../components/PortfolioScreen.tsx';

/** /admin/monitoramento (staff): every customer's portfolio, with its owner. */
export default function MonitoramentoAdminPage() {
  return <PortfolioScreen area="staff" />;
}
