import { Badge, Card } from '@certidao/ui';
import * as styles from './support.css.ts';

/** Four walkthroughs of the back office, with duration and level (spec §2 'Support'). */
const TUTORIALS = [
  {
    id: 'primeira-solicitacao',
    title: 'Como criar uma solicitação de certidões',
    description: 'Da escolha do tipo de pessoa ao acompanhamento das 10 certidões em tempo real.',
    duracao: '5 min',
    nivel: 'Iniciante',
  },
  {
    id: 'falhas',
    title: 'Certidões atrasadas, travadas ou com falha',
    description: 'O que cada status significa e quando usar Tentar Novamente.',
    duracao: '8 min',
    nivel: 'Intermediário',
  },
  {
    id: 'planos',
    title: 'Planos, assinaturas e cobranças',
    description: 'Atribuir um plano, acompanhar pagamentos PIX, boleto e cartão, e a garantia de 7 dias.',
    duracao: '10 min',
    nivel: 'Intermediário',
  },
  {
    id: 'verificacao',
    title: 'Verificação e autenticidade dos PDFs',
    description: 'Assinatura digital, código de verificação e QR code: como orientar o cliente.',
    duracao: '6 min',
    nivel: 'Avançado',
  },
] as const;

const LEVEL_TONE = { Iniciante: 'success', Intermediário: 'info', Avançado: 'warning' } as const;

export function TutorialsTab() {
  return (
    <ul className={styles.cardList} aria-label="Tutoriais">
      {TUTORIALS.map((t) => (
        <li key={t.id}>
          <Card as="article" title={t.title} titleLevel={3} padding="md" description={t.description}>
            <p className={styles.meta}>
              <Badge tone="neutral">Duração: {t.duracao}</Badge>
              <Badge tone={LEVEL_TONE[t.nivel]}>Nível: {t.nivel}</Badge>
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
