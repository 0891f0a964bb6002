import { useState } from 'react';
import { RoleTable, type RoleTableProps } from './role-table';

/** The role table with its rows selectable, the selection kept here as a screen keeps it. */
export function SelectableRoleTable(props: Omit<RoleTableProps, 'selection'>) {
  const [selected, setSelected] = useState<ReadonlySet<string | number>>(new Set());
  return (
    <RoleTable
      {...props}
      selection={{ selected, onChange: setSelected, nameOf: (r) => r.role_name }}
    />
  );
}
