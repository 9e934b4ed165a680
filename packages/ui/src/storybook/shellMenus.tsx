import type { AdminShellMenuItem } from '../AdminShell';
import {
  BadgeCheckIcon,
  FileTextIcon,
  LayersIcon,
  LayoutDashboardIcon,
  ShoppingCartIcon,
  UserCogIcon,
  UserIcon,
  UsersIcon,
} from '../icons';

// Story-only data: the two side menus of the admin shell. The app keeps its
// own (apps/web `menus.ts`) and passes them to `AdminShell` as data.

/** Role user: 'Área do Usuário'. */
export const USER_MENU: readonly AdminShellMenuItem[] = [
  { label: 'Solicitações', href: '/admin/solicitacoes', icon: <FileTextIcon /> },
  { label: 'Adquirir plano', href: '/planos', icon: <ShoppingCartIcon /> },
  { label: 'Meu perfil', href: '/admin/meu-perfil', icon: <UserIcon /> },
];

/** Any other role: 'Admin'. */
export const ADMIN_MENU: readonly AdminShellMenuItem[] = [
  { label: 'Dashboard', href: '/admin/dashboard', icon: <LayoutDashboardIcon /> },
  { label: 'Solicitações', href: '/admin/solicitacoes', icon: <FileTextIcon /> },
  { label: 'Usuários', href: '/admin/usuarios', icon: <UsersIcon /> },
  { label: 'Planos', href: '/admin/planos-assinaturas', icon: <LayersIcon /> },
  { label: 'Gerenciamento de usuários', href: '/admin/gerenciamento-usuarios', icon: <UserCogIcon /> },
  { label: 'Assinaturas ativas', href: '/admin/assinaturas-ativas', icon: <BadgeCheckIcon /> },
  { label: 'Meu perfil', href: '/admin/meu-perfil', icon: <UserIcon /> },
];
