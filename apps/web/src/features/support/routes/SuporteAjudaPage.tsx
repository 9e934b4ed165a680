import { Card, PageHeader, Tab, TabList, TabPanel, Tabs } from '@certidao/ui';
import { AttendanceTab } from '../components/AttendanceTab.tsx';
import { ContactForm } from '../components/ContactForm.tsx';
import { FaqTab } from '../components/FaqTab.tsx';
import * as styles from '../components/support.css.ts';
import { TutorialsTab } from '../components/TutorialsTab.tsx';

/** /admin/suporte-ajuda (admin, moderator): FAQ, Contato, Tutoriais, Atendimento. */
export default function SuporteAjudaPage() {
  return (
    <>
      <PageHeader
        title="Suporte e ajuda"
        description="Tire dúvidas, fale com o suporte e veja os tutoriais."
      />
      <Tabs defaultSelectedKey="faq">
        <TabList aria-label="Seções do suporte">
          <Tab id="faq">FAQ</Tab>
          <Tab id="contato">Contato</Tab>
          <Tab id="tutoriais">Tutoriais</Tab>
          <Tab id="atendimento">Atendimento</Tab>
        </TabList>
        <TabPanel id="faq" className={styles.panel}>
          <FaqTab />
        </TabPanel>
        <TabPanel id="contato" className={styles.panel}>
          <Card
            title="Fale com o suporte"
            titleLevel={2}
            description="Responderemos por e-mail em até 4 horas."
          >
            <ContactForm />
          </Card>
        </TabPanel>
        <TabPanel id="tutoriais" className={styles.panel}>
          <TutorialsTab />
        </TabPanel>
        <TabPanel id="atendimento" className={styles.panel}>
          <AttendanceTab />
        </TabPanel>
      </Tabs>
    </>
  );
}
