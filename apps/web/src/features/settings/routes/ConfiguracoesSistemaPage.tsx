import { AlertCircleIcon, EmptyState, PageHeader } from '@certidao/ui';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { useConfiguracoes } from '../api.ts';
import { SettingsForm } from '../components/SettingsForm.tsx';

/** /admin/configuracoes-sistema (admin): the system settings, saved on the server and applied at once. */
export default function ConfiguracoesSistemaPage() {
  const { data, error, isLoading } = useConfiguracoes();
  return (
    <>
      <PageHeader
        title="Configurações do sistema"
        description="Tempos de resposta, endereços de e-mail e registro de atividades."
      />
      {error && !data ? (
        <EmptyState tone="danger" icon={<AlertCircleIcon />} title="Erro ao carregar configurações" />
      ) : isLoading || !data ? (
        <LoadingScreen />
      ) : (
        <SettingsForm key={data.atualizadoEm ?? 'padrao'} settings={data} />
      )}
    </>
  );
}
