import { PartyScreen } from '../components/PartyScreen.tsx';

/** /monitoramento/{id}: one party of the portfolio (another customer's is a 404). */
export default function ParteMonitoradaPage() {
  return <PartyScreen area="cliente" />;
}
