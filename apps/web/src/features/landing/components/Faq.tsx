import { ChevronDownIcon } from '@certidao/ui';
import type { ReactNode } from 'react';
import { CONTACT_EMAIL, SUPPORT_HOURS, whatsappHref } from '../contact.ts';
import * as styles from './Faq.css.ts';
import { MailIcon, WhatsAppIcon } from './icons.tsx';
import { container, eyebrow, lead, section, sectionTitle } from './layout.css.ts';

const QUESTIONS: readonly { id: string; question: string; answer: ReactNode }[] = [
  {
    id: 'prazos',
    question: 'Em quanto tempo recebo as certidões?',
    answer: (
      <>
        <p>A maioria fica pronta em minutos, e você acompanha cada certidão em tempo real. Prazos típicos:</p>
        <ul>
          <li>IPTU: de 2 a 5 minutos;</li>
          <li>Junta comercial: de 1 a 3 minutos;</li>
          <li>Justiça Federal: de 10 a 30 minutos;</li>
          <li>Justiça do Trabalho: de 15 a 45 minutos;</li>
          <li>Certidões mais complexas, como as da Justiça estadual: até 2 horas.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'validade',
    question: 'As certidões têm validade legal?',
    answer: (
      <p>
        Sim. As certidões são emitidas pelos próprios órgãos públicos e têm validade em todo o território
        nacional. Cada PDF é assinado digitalmente e traz um QR code de verificação, para que qualquer pessoa
        confira a autenticidade. O prazo de validade de cada certidão é definido pelo órgão emissor; se ela
        vencer, você a reemite pela plataforma com os mesmos dados.
      </p>
    ),
  },
  {
    id: 'garantia',
    question: 'Como funciona a garantia de 7 dias?',
    answer: (
      <p>
        Se a Certidão Ágil não atender você, cancele a assinatura em até 7 dias do primeiro pagamento e
        devolvemos o valor pago. Depois desse prazo, a assinatura renova todo mês até você cancelar, sem multa
        e sem fidelidade.
      </p>
    ),
  },
  {
    id: 'pagamento',
    question: 'Quais formas de pagamento são aceitas?',
    answer: (
      <p>
        PIX, boleto bancário e cartão de crédito. No cartão, o plano é ativado assim que o pagamento é
        aprovado; no PIX e no boleto, assim que o banco confirma o pagamento. Depois, você muda de plano
        quando quiser, sem cancelar: um plano maior vale na hora e você paga só a diferença dos dias que
        faltam; um menor começa na próxima cobrança.
      </p>
    ),
  },
  {
    id: 'lgpd',
    question: 'Como meus dados são protegidos?',
    answer: (
      <p>
        Toda a comunicação com a plataforma é criptografada (SSL) e os dados são tratados conforme a Lei Geral
        de Proteção de Dados (LGPD): usamos as informações apenas para emitir as certidões que você pede. O
        número e o código de segurança do cartão não ficam armazenados na plataforma.
      </p>
    ),
  },
  {
    id: 'terceiros',
    question: 'Posso pedir certidões em nome de terceiros?',
    answer: (
      <p>
        Sim. Você pode emitir certidões de clientes, compradores, vendedores e sócios, desde que tenha a
        documentação e a autorização da pessoa ou da empresa. Tudo fica registrado no histórico da
        solicitação.
      </p>
    ),
  },
  {
    id: 'certidoes',
    question: 'Quais certidões vêm em cada solicitação?',
    answer: (
      <p>
        As 10 certidões essenciais: distribuição cível, falências e recuperações judiciais e inventários
        (TJSP); ações trabalhistas e PJe (TRT-2); débitos trabalhistas – CNDT (TST); distribuição e certidão
        regional da Justiça Federal (TRF-3); regularidade fiscal (Receita Federal/PGFN) e débitos de IPTU
        (Prefeitura de Santos).
      </p>
    ),
  },
  {
    id: 'suporte',
    question: 'Como falo com o suporte?',
    answer: (
      <p>
        Por chat (WhatsApp), e-mail ou telefone: {SUPPORT_HOURS.toLowerCase()}. No chat respondemos em até 1
        hora, por e-mail em até 4 horas, e resolvemos qualquer problema em até 24 horas.
      </p>
    ),
  },
];

/** Frequent questions (anchor 'faq'): an accordion with one item open at a time; the open one can close. */
export function Faq() {
  return (
    <section id="faq" aria-labelledby="faq-title" className={section.surface}>
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.intro}>
          <p className={eyebrow}>Dúvidas frequentes</p>
          <h2 id="faq-title" className={sectionTitle}>
            Perguntas frequentes
          </h2>
          <p className={lead}>Prazos, validade, pagamento e segurança: o que os clientes mais perguntam.</p>
          <div className={styles.help}>
            <p className={styles.helpTitle}>Ainda com dúvidas?</p>
            <p className={styles.helpText}>{SUPPORT_HOURS}.</p>
            <a href={whatsappHref()} target="_blank" rel="noopener noreferrer" className={styles.helpLink}>
              <WhatsAppIcon />
              Conversar pelo WhatsApp
            </a>
            <a href={`mailto:${CONTACT_EMAIL}`} className={styles.helpLink}>
              <MailIcon />
              {CONTACT_EMAIL}
            </a>
          </div>
        </div>
        {/* Native exclusive accordion: details sharing a `name` keep one item open, and an open item closes on a
            second click; no script, so the landing page stays light. */}
        <div className={styles.accordion}>
          {QUESTIONS.map((item, index) => (
            <details
              key={item.id}
              id={`faq-${item.id}`}
              name="faq"
              open={index === 0}
              className={styles.item}
            >
              <summary className={styles.question}>
                <span className={styles.questionText}>{item.question}</span>
                <ChevronDownIcon className={styles.chevron} />
              </summary>
              <div className={styles.answer}>{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
