import { Button, CheckIcon, PageHeader, Tab, TabList, TabPanel, Tabs } from '@certidao/ui';
import type { Key } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { type Aba, useMarcarTodasLidas, useNaoLidas } from '../api.ts';
import { NotificationList } from '../components/NotificationList.tsx';

/** The tabs of the notification centre, in the product's order and wording. */
const TABS: { id: Aba; label: string }[] = [
  { id: 'todas', label: 'Todas' },
  { id: 'nao-lidas', label: 'Não lidas' },
  { id: 'vencimentos', label: 'Vencimentos' },
  { id: 'erros', label: 'Erros' },
  { id: 'pendencias', label: 'Pendências' },
  { id: 'sucessos', label: 'Sucessos' },
];

const isAba = (v: unknown): v is Aba => TABS.some((t) => t.id === v);

/** /admin/notificacoes (any signed-in user): the caller's own notifications; tab and page in the URL. */
export default function NotificacoesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const aba: Aba = isAba(requested) ? requested : 'todas';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const unread = useNaoLidas(true).data?.naoLidas ?? 0;
  const readAll = useMarcarTodasLidas();
  const go = (nextAba: Key, nextPage = 1) => {
    const next = new URLSearchParams();
    if (nextAba !== 'todas') next.set('aba', String(nextAba));
    if (nextPage > 1) next.set('pagina', String(nextPage));
    setParams(next, { replace: true });
  };
  return (
    <>
      <PageHeader
        title="Notificações"
        description={
          unread === 0
            ? 'Você não tem notificações não lidas.'
            : `Você tem ${unread} ${unread === 1 ? 'notificação não lida' : 'notificações não lidas'}.`
        }
        actions={
          <Button
            variant="outline"
            isDisabled={unread === 0 || readAll.isMutating}
            onPress={() => void readAll.trigger(undefined).catch(() => undefined)}
          >
            <CheckIcon aria-hidden="true" />
            Marcar todas como lidas
          </Button>
        }
      />
      <Tabs selectedKey={aba} onSelectionChange={(key) => go(key)}>
        <TabList aria-label="Filtrar notificações">
          {TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {TABS.map((t) => (
          <TabPanel key={t.id} id={t.id}>
            <NotificationList aba={t.id} page={page} onPageChange={(p) => go(aba, p)} />
          </TabPanel>
        ))}
      </Tabs>
    </>
  );
}
