import type { User } from '@certidao/api-client';
import { Card, Tab, TabList, TabPanel, Tabs } from '@certidao/ui';
import type { Key } from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import { AlertPreferences } from './AlertPreferences.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { PaymentHistory } from './PaymentHistory.tsx';
import { PlanTab } from './PlanTab.tsx';
import { ProfileTab } from './ProfileTab.tsx';

/** The tabs, in the product's order; `?aba=` in the URL selects one (links and reloads keep it). */
const TABS = [
  { id: 'perfil', label: 'Perfil' },
  { id: 'plano', label: 'Plano ativo' },
  { id: 'historico', label: 'Histórico' },
  { id: 'seguranca', label: 'Segurança' },
  { id: 'notificacoes', label: 'Notificações' },
] as const;
type TabId = (typeof TABS)[number]['id'];

const isTab = (value: unknown): value is TabId => TABS.some((tab) => tab.id === value);

export function ProfileTabs({ user }: { user: User }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const selected: TabId = isTab(requested) ? requested : 'perfil';
  const select = (key: Key) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (key === 'perfil') next.delete('aba');
        else next.set('aba', String(key));
        return next;
      },
      { replace: true },
    );

  return (
    <Tabs selectedKey={selected} onSelectionChange={select}>
      <TabList aria-label="Seções do perfil">
        {TABS.map((tab) => (
          <Tab key={tab.id} id={tab.id}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="perfil">
        <ProfileTab user={user} />
      </TabPanel>
      <TabPanel id="plano">
        <PlanTab />
      </TabPanel>
      <TabPanel id="historico">
        <PaymentHistory />
      </TabPanel>
      <TabPanel id="seguranca">
        <Card
          as="section"
          titleLevel={2}
          title="Alterar senha"
          description="Por segurança, as outras sessões abertas com a sua conta são encerradas após a alteração."
        >
          <PasswordForm email={user.email} />
        </Card>
      </TabPanel>
      <TabPanel id="notificacoes">
        <AlertPreferences />
      </TabPanel>
    </Tabs>
  );
}
