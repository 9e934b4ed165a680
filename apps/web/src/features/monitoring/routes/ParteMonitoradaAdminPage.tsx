import { PartyScreen } from '../components/PartyScreen.tsx';

/** /admin/monitoramento/{id} (staff): any customer's party. */
export default function ParteMonitoradaAdminPage() {
  return <PartyScreen area="staff" />;
}
