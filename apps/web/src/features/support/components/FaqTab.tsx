import { Accordion, Disclosure } from '@certidao/ui';
import * as styles from './support.css.ts';

/** Five questions the staff get asked most, one open at a time; typical times per certificate type. */
const QUESTIONS = [
  {
    id: 'prazos',
    question: 'Quanto tempo leva para uma certidão ficar pronta?',
    answer: (
      <>
        <p>A maioria fica pronta em minutos. Prazos típicos por órgão:</p>
        <ul className={styles.list}>
          <li>IPTU: de 2 a 5 minutos;</li>
          <li>Junta comercial: de 1 a 3 minutos;</li>
          <li>Justiça Federal: de 10 a 30 minutos;</li>
          <li>Justiça do Trabalho: de 15 a 45 minutos;</li>
          <li>Certidões mais complexas: até 2 horas.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'falhou',
    question: 'O que fazer quando uma certidão falha?',
    answer: (
      <p>
        Abra a solicitação em Solicitações e use 'Tentar novamente' na certidão que falhou. Falhas passageiras
        do órgão (indisponibilidade, tempo esgotado) são repetidas automaticamente; nesse intervalo a certidão
        aparece como Atrasada.
      </p>
    ),
  },
  {
    id: 'travada',
    question: 'Uma certidão está travada. O que acontece?',
    answer: (
      <p>
        Quando uma certidão fica sem progresso além do tempo previsto para o seu tipo, ela aparece como
        Travado e é recolocada na fila sozinha. Se continuar travada, envie uma mensagem pela aba Contato com
        o tipo 'Certidão'.
      </p>
    ),
  },
  {
    id: 'verificacao',
    question: 'Como o cliente confere a autenticidade de uma certidão?',
    answer: (
      <p>
        Cada PDF é assinado digitalmente e traz um código de verificação com QR code. Quem recebe a certidão
        abre o QR code (ou digita o código na página de verificação) e confere os dados emitidos.
      </p>
    ),
  },
  {
    id: 'cobranca',
    question: 'Como funciona a garantia de 7 dias e o cancelamento?',
    answer: (
      <p>
        O cliente pode cancelar o plano a qualquer momento. Dentro de 7 dias do primeiro pagamento, o
        cancelamento devolve o valor pago (Reembolsado); depois disso, o plano segue até o fim do período
        pago.
      </p>
    ),
  },
] as const;

export function FaqTab() {
  return (
    <Accordion aria-label="Perguntas frequentes">
      {QUESTIONS.map(({ id, question, answer }) => (
        <Disclosure key={id} id={id} title={question}>
          {answer}
        </Disclosure>
      ))}
    </Accordion>
  );
}
