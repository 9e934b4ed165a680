import { PortfolioScreen } from '../components/PortfolioScreen.tsx';

/** /monitoramento: the caller's portfolio (filters and page in the URL). */
export default function MonitoramentoPage() {
  return <PortfolioScreen area="cliente" />;
}
