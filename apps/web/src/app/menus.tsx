import {
  BadgeCheckIcon,
  BellIcon,
  BuildingIcon,
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
import type { CompanyRole } from '../lib/minhaEmpresa.ts';
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
  /** Company roles that see it (customers only); without it, every customer does. */
  company?: readonly CompanyRole[];
}

/**
 * The company's screens, for its gestores; 'Empresa' also for a customer of no company, where it offers to
 * turn the account into a company's. A membro's menu stays the plain customer's.
 */
const COMPANY_ENTRIES: readonly MenuEntry[] = [
  { label: 'Empresa', route: 'empresa', icon: <UsersIcon />, company: ['gestor', 'none'] },
  { label: 'Kits', route: 'kits', icon: <LayersIcon />, company: ['gestor'] },
  { label: 'Centros de custo', route: 'centrosCusto', icon: <BadgeCheckIcon />, company: ['gestor'] },
  { label: 'Relatórios', route: 'relatorios', icon: <TrendingUpIcon />, company: ['gestor'] },
];

/** The side menu of role user ('Área do Usuário'). */
const USER_ENTRIES: readonly MenuEntry[] = [
  { label: 'Solicitações', route: 'solicitacoes', icon: <FileTextIcon /> },
  { label: 'Monitoramento', route: 'monitoramento', icon: <EyeIcon /> },
  { label: 'Notificações', route: 'notificacoes', icon: <BellIcon /> },
  { label: 'Adquirir plano', route: 'planos', icon: <ShoppingCartIcon /> },
  { label: 'Integrações', route: 'integracoes', icon: <PlugIcon /> },
  ...COMPANY_ENTRIES,
  { label: 'Meu perfil', route: 'meuPerfil', icon: <UserIcon /> },
];

/**
 * The side menu of staff ('Admin'): the back-office screens, then the tools, with 'Meu perfil' last. Each
 * role sees only the entries whose route it may open, so a moderator is never shown a screen that would
 * send them back to the dashboard. 'Integrações' is left out: keys and webhooks serve a customer's own systems;
 * staff may still open it by its address and see each customer's keys on the user's profile.
 */
const STAFF_ENTRIES: readonly MenuEntry[] = [
  { label: 'Dashboard', route: 'dashboard', icon: <LayoutDashboardIcon /> },
  { label: 'Solicitações', route: 'solicitacoes', icon: <FileTextIcon /> },
  { label: 'Monitoramento', route: 'monitoramentoAdmin', icon: <EyeIcon /> },
  { label: 'Emissão assistida', route: 'emissaoAssistida', icon: <BadgeCheckIcon /> },
  { label: 'Saúde das fontes', route: 'saudeFontes', icon: <PlugIcon /> },
  { label: 'Usuários', route: 'usuarios', icon: <UsersIcon /> },
  { label: 'Empresas', route: 'empresasAdmin', icon: <BuildingIcon /> },
  { label: 'Planos', route: 'planosAssinaturas', icon: <LayersIcon /> },
  { label: 'Gerenciamento de usuários', route: 'gerenciamentoUsuarios', icon: <UserCogIcon /> },
  { label: 'Assinaturas ativas', route: 'assinaturasAtivas', icon: <BadgeCheckIcon /> },
  { label: 'Notificações', route: 'notificacoes', icon: <BellIcon /> },
  { label: 'Faturamento', route: 'faturamentoPagamentos', icon: <CreditCardIcon /> },
  { label: 'Vendedores', route: 'cadastroVendedor', icon: <TrendingUpIcon /> },
  { label: 'Histórico de auditoria', route: 'historicoAuditoria', icon: <ClockIcon /> },
  { label: 'Configurações', route: 'configuracoesSistema', icon: <PencilIcon /> },
  { label: 'Suporte e ajuda', route: 'suporteAjuda', icon: <InfoIcon /> },
  { label: 'Chamados de suporte', route: 'chamadosSuporte', icon: <InboxIcon /> },
  { label: 'Meu perfil', route: 'meuPerfil', icon: <UserIcon /> },
];

const accessByRoute = new Map(appRoutes.map((route) => [route.name, route.access]));

function itemsFor(entries: readonly MenuEntry[], role: Role, company: CompanyRole = 'unknown'): MenuItem[] {
  return entries
    .filter((entry) => {
      const access = accessByRoute.get(entry.route);
      if (!access) throw new Error(`Menu entry '${entry.label}' names a route the table does not have.`);
      return canAccess(access, role) && (!entry.company || entry.company.includes(company));
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

/** The role's menu; a customer's also follows their place in a company (`obterMinhaEmpresa`). */
export function menuFor(role: Role, company: CompanyRole = 'unknown'): ShellMenu {
  if (role === 'user' && company !== 'unknown')
    return { ...MENUS.user, items: itemsFor(USER_ENTRIES, 'user', company) };
  return MENUS[role] ?? MENUS.user;
}
