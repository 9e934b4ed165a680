import { Badge, Card } from '@certidao/ui';
import * as styles from './support.css.ts';

/** Four walkthroughs of the back office, with duration, level and their steps. */
const TUTORIALS = [
  {
    id: 'primeira-solicitacao',
    passos: [
      "Em Solicitações, clique em 'Nova solicitação'.",
      'Escolha pessoa física ou jurídica e preencha nome, CPF/RG e nascimento, ou o CNPJ.',
      'Envie: as 10 certidões entram na fila e o progresso aparece em tempo real.',
      "Abra 'Ver detalhes' para baixar os PDFs quando ficarem prontos.",
    ],
    title: 'Como criar uma solicitação de certidões',
    description: 'Da escolha do tipo de pessoa ao acompanhamento das 10 certidões em tempo real.',
    duracao: '5 min',
    nivel: 'Iniciante',
  },
  {
    id: 'falhas',
    passos: [
      'Atrasada: o órgão ficou indisponível e a certidão será repetida sozinha.',
      'Travado: sem progresso além do previsto; ela volta para a fila automaticamente.',
      "Falhou: leia o motivo no cartão e use 'Tentar novamente' quando ele aparecer.",
      'Persistindo, envie uma mensagem pela aba Contato com o tipo Certidão.',
    ],
    title: 'Certidões atrasadas, travadas ou com falha',
    description: 'O que cada status significa e quando usar Tentar novamente.',
    duracao: '8 min',
    nivel: 'Intermediário',
  },
  {
    id: 'planos',
    passos: [
      'Em Gerenciamento de usuários, abra Gerenciar plano do usuário.',
      'Conceda um plano sem cobrança ou assine com PIX, boleto ou cartão.',
      'PIX e boleto ficam pendentes até o pagamento ser confirmado.',
      'Cancelamentos em até 7 dias do primeiro pagamento são reembolsados.',
    ],
    title: 'Planos, assinaturas e cobranças',
    description: 'Atribuir um plano, acompanhar pagamentos PIX, boleto e cartão, e a garantia de 7 dias.',
    duracao: '10 min',
    nivel: 'Intermediário',
  },
  {
    id: 'verificacao',
    passos: [
      'Cada PDF é assinado digitalmente pela plataforma.',
      'O rodapé traz o código de verificação e um QR code.',
      'Quem recebe abre o QR code ou a página de verificação e digita o código.',
      'A página confirma tipo, pessoa, data de emissão e resultado.',
    ],
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
            <div className={styles.tutorial}>
              <p className={styles.meta}>
                <Badge tone="neutral">Duração: {t.duracao}</Badge>
                <Badge tone={LEVEL_TONE[t.nivel]}>Nível: {t.nivel}</Badge>
              </p>
              <ol className={styles.list}>
                {t.passos.map((passo) => (
                  <li key={passo}>{passo}</li>
                ))}
              </ol>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
