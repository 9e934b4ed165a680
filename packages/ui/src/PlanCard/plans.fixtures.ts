import type { PlanCardPlan } from './PlanCard';

/** The four plans used by the stories (Storybook only). */
export const SAMPLE_PLANS: PlanCardPlan[] = [
  {
    nome: 'Básico',
    descricao: 'Para quem pede certidões de vez em quando.',
    valor: 49.9,
    limite: 20,
    beneficios: ['20 solicitações por mês', 'Todas as 10 certidões', 'Suporte por e-mail'],
    popular: false,
    ordem: 1,
  },
  {
    nome: 'Profissional',
    descricao: 'Para corretores e advogados com demanda constante.',
    valor: 99.9,
    limite: 50,
    beneficios: [
      '50 solicitações por mês',
      'Todas as 10 certidões',
      'Suporte por chat, e-mail e telefone',
      'Reemissão de certidões vencidas',
      'Histórico completo de PDFs',
    ],
    popular: true,
    ordem: 2,
  },
  {
    nome: 'Empresarial',
    descricao: 'Para escritórios e equipes.',
    valor: 199.9,
    limite: 200,
    beneficios: [
      '200 solicitações por mês',
      'Emissão para terceiros',
      'Suporte prioritário',
      'Relatórios de uso',
    ],
    popular: false,
    ordem: 3,
  },
  {
    nome: 'Ilimitado',
    descricao: 'Sem limite mensal de solicitações.',
    valor: 399.9,
    limite: 0,
    beneficios: [
      'Solicitações ilimitadas',
      'Todas as 10 certidões',
      'Suporte prioritário 24h',
      'Gerente de conta',
      'Integração com cartórios e órgãos públicos',
      'Garantia de 7 dias',
    ],
    popular: false,
    ordem: 4,
  },
];
