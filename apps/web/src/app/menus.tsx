import {
  BadgeCheckIcon,
  BellIcon,
  ClockIcon,
  CreditCardIcon,
  FileTextIcon,
  InboxIcon,
  InfoIcon,
  LayersIcon,
  LayoutDashboardIcon,
  PencilIcon,
  ShoppingCartIcon,
  TrendingUpIcon,
  UserCogIcon,
  UserIcon,
  UsersIcon,
} from '@certidao/ui';
import type { ReactNode } from 'react';
import type { Role } from '../session/access.ts';
import { paths } from './paths.ts';

export interface MenuItem {
  label: string;
  href: string;
  icon: ReactNode;
}

export interface ShellMenu {
  /** The area label in the top bar. */
  areaLabel: string;
  /** Where the brand links to. */
  homeHref: string;
  items: readonly MenuItem[];
}

/** The side menu of role user ('Área do Usuário'). */
const USER_MENU: ShellMenu = {
  areaLabel: 'Área do Usuário',
  homeHref: paths.solicitacoes.href(),
  items: [
    { label: 'Solicitações', href: paths.solicitacoes.href(), icon: <FileTextIcon /> },
    { label: 'Adquirir Plano', href: paths.planos.href(), icon: <ShoppingCartIcon /> },
    { label: 'Meu Perfil', href: paths.meuPerfil.href(), icon: <UserIcon /> },
  ],
};

/** The side menu of any other role ('Admin'), with 'Meu Perfil' kept last. */
const STAFF_ITEMS: readonly MenuItem[] = [
  { label: 'Dashboard', href: paths.dashboard.href(), icon: <LayoutDashboardIcon /> },
  { label: 'Solicitações', href: paths.solicitacoes.href(), icon: <FileTextIcon /> },
  { label: 'Usuários', href: paths.usuarios.href(), icon: <UsersIcon /> },
  { label: 'Planos', href: paths.planosAssinaturas.href(), icon: <LayersIcon /> },
  { label: 'Gerenciamento de Usuários', href: paths.gerenciamentoUsuarios.href(), icon: <UserCogIcon /> },
  { label: 'Assinaturas Ativas', href: paths.assinaturasAtivas.href(), icon: <BadgeCheckIcon /> },
];

/**
 * The back-office tools, which the staff menu above leaves out (they began as sample screens): each
 * shown only to the roles its route allows (docs/decisions.md).
 */
const TOOL_ITEMS: ReadonlyArray<MenuItem & { adminOnly?: true }> = [
  { label: 'Notificações', href: paths.notificacoes.href(), icon: <BellIcon /> },
  {
    label: 'Faturamento',
    href: paths.faturamentoPagamentos.href(),
    icon: <CreditCardIcon />,
    adminOnly: true,
  },
  { label: 'Vendedores', href: paths.cadastroVendedor.href(), icon: <TrendingUpIcon />, adminOnly: true },
  {
    label: 'Histórico de Auditoria',
    href: paths.historicoAuditoria.href(),
    icon: <ClockIcon />,
    adminOnly: true,
  },
  {
    label: 'Configurações',
    href: paths.configuracoesSistema.href(),
    icon: <PencilIcon />,
    adminOnly: true,
  },
  { label: 'Suporte e Ajuda', href: paths.suporteAjuda.href(), icon: <InfoIcon /> },
  { label: 'Chamados de Suporte', href: paths.chamadosSuporte.href(), icon: <InboxIcon /> },
];

const PROFILE_ITEM: MenuItem = { label: 'Meu Perfil', href: paths.meuPerfil.href(), icon: <UserIcon /> };

function staffMenu(isAdmin: boolean): ShellMenu {
  const tools = TOOL_ITEMS.filter((t) => isAdmin || !t.adminOnly).map(({ adminOnly: _, ...item }) => item);
  return {
    areaLabel: 'Admin',
    homeHref: paths.dashboard.href(),
    items: [...STAFF_ITEMS, ...tools, PROFILE_ITEM],
  };
}

const ADMIN_MENU = staffMenu(true);
const MODERATOR_MENU = staffMenu(false);

export function menuFor(role: Role): ShellMenu {
  if (role === 'user') return USER_MENU;
  return role === 'admin' ? ADMIN_MENU : MODERATOR_MENU;
}
