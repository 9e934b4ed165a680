import {
  BadgeCheckIcon,
  BellIcon,
  ClockIcon,
  CreditCardIcon,
  EyeIcon,
  FileTextIcon,
  InboxIcon,
  InfoIcon,
  LayersIcon,
  LayoutDashboardIcon,
  PencilIcon,
  PlugIcon,
  ShoppingCartIcon,
  TrendingUpIcon,
  UserCogIcon,
  UserIcon,
  UsersIcon,
} from '@certidao/ui';
import type { ReactNode } from 'react';
import { canAccess, type Role } from '../session/access.ts';
import { homeFor, type PathName, paths } from './paths.ts';
import { appRoutes } from './routes.tsx';

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

/** A menu entry names its route (a fixed path); whether a role sees it is that route's access in the route table. */
interface MenuEntry {
  label: string;
  route: PathName;
  icon: ReactNode;
}

/** The side menu of role user ('Área do Usuário'). */
const USER_ENTRIES: readonly MenuEntry[] = [
  { label: 'Solicitações', route: 'solicitacoes', icon: <FileTextIcon /> },
  { label: 'Monitoramento', route: 'monitoramento', icon: <EyeIcon /> },
  { label: 'Notificações', route: 'notificacoes', icon: <BellIcon /> },
  { label: 'Adquirir Plano', route: 'planos', icon: <ShoppingCartIcon /> },
  { label: 'Integrações', route: 'integracoes', icon: <PlugIcon /> },
  { label: 'Meu Perfil', route: 'meuPerfil', icon: <UserIcon /> },
];

/**
 * The side menu of staff ('Admin'): the back-office screens, then the tools, with 'Meu Perfil' last. Each
 * role sees only the entries whose route it may open, so a moderator is never shown a screen that would
 * send them back to the dashboard. 'Integrações' is left out: keys and webhooks serve a customer's own systems;
 * staff may still open it by its address and see each customer's keys on the user's profile.
 */
const STAFF_ENTRIES: readonly MenuEntry[] = [
  { label: 'Dashboard', route: 'dashboard', icon: <LayoutDashboardIcon /> },
  { label: 'Solicitações', route: 'solicitacoes', icon: <FileTextIcon /> },
  { label: 'Monitoramento', route: 'monitoramentoAdmin', icon: <EyeIcon /> },
  { label: 'Usuários', route: 'usuarios', icon: <UsersIcon /> },
  { label: 'Planos', route: 'planosAssinaturas', icon: <LayersIcon /> },
  { label: 'Gerenciamento de Usuários', route: 'gerenciamentoUsuarios', icon: <UserCogIcon /> },
  { label: 'Assinaturas Ativas', route: 'assinaturasAtivas', icon: <BadgeCheckIcon /> },
  { label: 'Notificações', route: 'notificacoes', icon: <BellIcon /> },
  { label: 'Faturamento', route: 'faturamentoPagamentos', icon: <CreditCardIcon /> },
  { label: 'Vendedores', route: 'cadastroVendedor', icon: <TrendingUpIcon /> },
  { label: 'Histórico de Auditoria', route: 'historicoAuditoria', icon: <ClockIcon /> },
  { label: 'Configurações', route: 'configuracoesSistema', icon: <PencilIcon /> },
  { label: 'Suporte e Ajuda', route: 'suporteAjuda', icon: <InfoIcon /> },
  { label: 'Chamados de Suporte', route: 'chamadosSuporte', icon: <InboxIcon /> },
  { label: 'Meu Perfil', route: 'meuPerfil', icon: <UserIcon /> },
];

const accessByRoute = new Map(appRoutes.map((route) => [route.name, route.access]));

function itemsFor(entries: readonly MenuEntry[], role: Role): MenuItem[] {
  return entries
    .filter((entry) => {
      const access = accessByRoute.get(entry.route);
      if (!access) throw new Error(`Menu entry '${entry.label}' names a route the table does not have.`);
      return canAccess(access, role);
    })
    .map(({ label, route, icon }) => ({ label, href: paths[route].path, icon }));
}

const MENUS: Record<Role, ShellMenu> = {
  user: { areaLabel: 'Área do Usuário', homeHref: homeFor('user'), items: itemsFor(USER_ENTRIES, 'user') },
  moderator: {
    areaLabel: 'Admin',
    homeHref: homeFor('moderator'),
    items: itemsFor(STAFF_ENTRIES, 'moderator'),
  },
  admin: { areaLabel: 'Admin', homeHref: homeFor('admin'), items: itemsFor(STAFF_ENTRIES, 'admin') },
};

export function menuFor(role: Role): ShellMenu {
  return MENUS[role] ?? MENUS.user;
}
