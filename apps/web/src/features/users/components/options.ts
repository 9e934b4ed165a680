import type { User } from '@certidao/api-client';
import {
  ROLE_LABELS,
  ROLES,
  roleLabel,
  USER_STATUS_LABELS,
  USER_STATUSES,
  userStatusLabel,
} from '@certidao/domain';

/** 'todos' in a filter sends nothing. */
export const ALL = 'todos';

export const ROLE_OPTIONS = ROLES.map((id) => ({ id, label: ROLE_LABELS[id] }));
export const STATUS_OPTIONS = USER_STATUSES.map((id) => ({ id, label: USER_STATUS_LABELS[id] }));
export const ROLE_FILTERS = [{ id: ALL, label: 'Todos' }, ...ROLE_OPTIONS];
export const STATUS_FILTERS = [{ id: ALL, label: 'Todos' }, ...STATUS_OPTIONS];

/** What a users table sorts by, per column id: the text shown (pt-BR labels), the creation date. */
export const userSortValue = (user: User, column: string | number): unknown =>
  column === 'nome'
    ? user.fullName
    : column === 'criado'
      ? new Date(user.createdAt)
      : column === 'role'
        ? roleLabel(user.role)
        : column === 'status'
          ? userStatusLabel(user.status)
          : user[column as keyof User];
