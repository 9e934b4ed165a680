import type { Role, UserStatus } from '@certidao/api-client';
import { ListBoxItem, Select } from '@certidao/ui';
import { ROLE_OPTIONS, STATUS_OPTIONS } from './options.ts';

/** The 'Perfil' and 'Status' choices of an account (contents of a field row). */
export function RoleStatusSelects({
  role,
  status,
  onRoleChange,
  onStatusChange,
  isDisabled,
}: {
  role: Role;
  status: UserStatus;
  onRoleChange: (role: Role) => void;
  onStatusChange: (status: UserStatus) => void;
  isDisabled?: boolean;
}) {
  return (
    <>
      <Select
        label="Perfil"
        value={role}
        onChange={(k) => onRoleChange(k as Role)}
        items={ROLE_OPTIONS}
        isDisabled={isDisabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
      <Select
        label="Status"
        value={status}
        onChange={(k) => onStatusChange(k as UserStatus)}
        items={STATUS_OPTIONS}
        isDisabled={isDisabled}
      >
        {(item) => <ListBoxItem id={item.id}>{item.label}</ListBoxItem>}
      </Select>
    </>
  );
}
