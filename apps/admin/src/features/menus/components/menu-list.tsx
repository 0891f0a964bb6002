import { ROOT_PARENT, SORT_COLUMNS } from '@cermat/core';
import type { MenuMaster } from '@cermat/api-client';
import { IconLabel, type DataColumn } from '@cermat/ui-kit';
import { useMemo } from 'react';
import { ButtonLink } from '@/components/button-link';
import { RecordsListScreen } from '@/components/records-list-screen';
import { dateColumns } from '@/components/date-columns';
import { paths } from '@/config/paths';
import { useLoad } from '@/hooks/use-load';
import { api } from '@/lib/api';
import { useTexts } from '@/lib/i18n';
import { getMenuParents } from '../api/get-menu-parents';
import { writableScreen } from '@/components/screen-adapters';

/** The sort index of a menu field: its place in core's column list (spec §2.5). */
const sortIndex = (field: string) => String(SORT_COLUMNS.menus.indexOf(field));

/** 'Semua Data Menu' (spec §2.5): sortable by column index; Parent shows the parent's name. */
export function MenuList({ canWrite }: { canWrite: boolean }) {
  const texts = useTexts();
  const [parents] = useLoad(getMenuParents);
  const parentName = useMemo(() => {
    const names = new Map(
      parents.status === 'ready' ? parents.data.map((p) => [p.value, p.label]) : [],
    );
    return (id: number) => (id === ROOT_PARENT ? null : (names.get(id) ?? String(id)));
  }, [parents]);
  const column = (
    field: keyof MenuMaster,
    header: string,
    value: DataColumn<MenuMaster>['value'] = (row) => row[field],
  ): DataColumn<MenuMaster> => ({ id: sortIndex(field), header, value, sortable: true });
  const columns = [
    column('menu_master_nama', texts.menu.columnName),
    column('menu_master_type', texts.menu.columnType),
    column('menu_master_icon', texts.menu.columnIcon, (r) =>
      r.menu_master_icon ? <IconLabel icon={r.menu_master_icon} /> : null,
    ),
    column('menu_master_link_path', texts.menu.columnLinkPath),
    column('menu_master_link_name', texts.menu.columnLinkName),
    column('menu_master_urutan', texts.menu.columnOrder),
    column('menu_master_parent', texts.menu.columnParent, (r) => parentName(r.menu_master_parent)),
    ...dateColumns<MenuMaster>(texts, sortIndex),
  ];
  return (
    <RecordsListScreen
      title={texts.menu.listTitle}
      kind="menus"
      calls={api.menus}
      idOf={(row) => row.id_menu_master}
      columns={columns}
      canWrite={canWrite}
      editPath={paths.menus.edit}
      actions={
        canWrite ? (
          <>
            <ButtonLink href={paths.menus.roleMenu()}>{texts.menu.roleMenuButton}</ButtonLink>
            <ButtonLink href={paths.menus.ordering()}>{texts.menu.orderingButton}</ButtonLink>
            <ButtonLink href={paths.menus.add()}>{texts.menu.addButton}</ButtonLink>
          </>
        ) : null
      }
    />
  );
}

/** The router's screen (app/screens.ts). */
export default writableScreen(MenuList);
