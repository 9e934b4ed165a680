import {
  BadgeCheckIcon,
  FileTextIcon,
  InfoIcon,
  LayersIcon,
  LayoutDashboardIcon,
  ShoppingCartIcon,
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

/** Spec §2 'Admin shell': role user. */
const USER_MENU: ShellMenu = {
  areaLabel: 'Área do Usuário',
  homeHref: paths.solicitacoes.href(),
  items: [
    { label: 'Solicitações', href: paths.solicitacoes.href(), icon: <FileTextIcon /> },
    { label: 'Adquirir Plano', href: paths.planos.href(), icon: <ShoppingCartIcon /> },
    { label: 'Meu Perfil', href: paths.meuPerfil.href(), icon: <UserIcon /> },
  ],
};

/** Spec §2 'Admin shell': any other role. */
const STAFF_MENU: ShellMenu = {
  areaLabel: 'Admin',
  homeHref: paths.dashboard.href(),
  items: [
    { label: 'Dashboard', href: paths.dashboard.href(), icon: <LayoutDashboardIcon /> },
    { label: 'Solicitações', href: paths.solicitacoes.href(), icon: <FileTextIcon /> },
    { label: 'Usuários', href: paths.usuarios.href(), icon: <UsersIcon /> },
    { label: 'Planos', href: paths.planosAssinaturas.href(), icon: <LayersIcon /> },
    { label: 'Gerenciamento de Usuários', href: paths.gerenciamentoUsuarios.href(), icon: <UserCogIcon /> },
    { label: 'Assinaturas Ativas', href: paths.assinaturasAtivas.href(), icon: <BadgeCheckIcon /> },
    { label: 'Suporte e Ajuda', href: paths.suporteAjuda.href(), icon: <InfoIcon /> },
    { label: 'Meu Perfil', href: paths.meuPerfil.href(), icon: <UserIcon /> },
  ],
};

export function menuFor(role: Role): ShellMenu {
  return role === 'user' ? USER_MENU : STAFF_MENU;
}
