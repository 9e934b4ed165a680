import type { Solicitacao } from '@certidao/api-client';
import { isApiError } from '@certidao/api-client';
import { Button, EyeIcon } from '@certidao/ui';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { isStaffRole } from '../../../session/access.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useMonitorarSolicitacao } from '../api.ts';

/**
 * 'Monitorar esta parte': puts the request's person or company in its owner's portfolio (the certificates
 * already issued count as the latest) and opens the party's page; the server's refusal (already monitored,
 * 409) goes to `onRefusal`.
 */
export function MonitorPartyButton({
  solicitacao,
  onRefusal,
}: {
  solicitacao: Solicitacao;
  /** The refusal to show (null when pressed again), under the page's toolbar. */
  onRefusal: (message: string | null) => void;
}) {
  const { user } = useSession();
  const monitor = useMonitorarSolicitacao();
  const navigate = useNavigate();
  const staff = isStaffRole(user?.role);
  const press = async () => {
    onRefusal(null);
    try {
      const party = await monitor.trigger({ path: { id: solicitacao.id } });
      navigate(staff ? paths.parteMonitoradaAdmin.href(party.id) : paths.parteMonitorada.href(party.id));
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      onRefusal(
        isApiError(error) && error.status !== 0 && !error.message.startsWith('HTTP error!')
          ? error.message
          : 'Não foi possível monitorar esta parte. Tente novamente.',
      );
    }
  };
  return (
    <Button variant="outline" isPending={monitor.isMutating} onPress={() => void press()}>
      <EyeIcon aria-hidden="true" />
      Monitorar esta parte
    </Button>
  );
}
