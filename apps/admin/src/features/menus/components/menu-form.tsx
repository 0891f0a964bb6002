import {
  MENU_TYPES,
  ROOT_PARENT,
  canChooseMenuType,
  menuFormGroups,
  type MenuType,
} from '@cermat/core';
import { IconPicker, NumberField, SearchableSelect, Select, TextField } from '@cermat/ui-kit';
import { HistoryPanel } from '@/components/history-panel';
import { RecordForm } from '@/components/record-form';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useLoad } from '@/hooks/use-load';
import { useRecordForm } from '@/hooks/use-record-form';
import { fill, useTexts } from '@/lib/i18n';
import { getMenuParents } from '../api/get-menu-parents';
import { emptyMenu, loadMenu, saveMenu, type MenuFields } from '../api/menu-form';
import { recordScreen } from '@/components/screen-adapters';

/** Tambah Menu / Edit Menu (spec §2.6): the type shows its group; it is locked on edit. */
export function MenuForm({ id }: { id?: number }) {
  const texts = useTexts();
  const form = useRecordForm({
    id,
    empty: emptyMenu,
    listPath: paths.menus.list(),
    load: loadMenu,
    save: saveMenu,
  });
  const [parents] = useLoad(getMenuParents);
  const groups = menuFormGroups(form.values.menu_tipe);
  const editing = id !== undefined;
  const error = (field: keyof MenuFields) => form.fieldError(field);
  const text = (
    field: 'nama_menu' | 'link_path_menu' | 'link_name_menu' | 'nama_label',
    label: string,
    { required = true, hint }: { required?: boolean; hint?: string } = {},
  ) => (
    <TextField
      label={label}
      name={field}
      required={required}
      hint={hint}
      autoComplete="off"
      value={form.values[field]}
      onChange={(v) => form.set(field, v)}
      error={error(field)}
    />
  );
  const number = (field: 'urutan_menu' | 'urutan_label', label: string) => (
    <NumberField
      label={label}
      name={field}
      required
      min={1}
      step={1}
      value={form.values[field]}
      onChange={(v) => form.set(field, v)}
      error={error(field)}
    />
  );
  return (
    <>
      <ScreenHeader title={editing ? texts.menu.editTitle : texts.menu.addTitle} />
      <RecordForm
        successMessage={fill(texts.success.redirect, { name: texts.menu.masterName })}
        form={form}
      >
        <Select<MenuType>
          label={texts.menu.columnType}
          name="menu_tipe"
          placeholder={texts.menu.typeSelect}
          options={MENU_TYPES.map((type) => ({ value: type, label: type }))}
          value={form.values.menu_tipe || null}
          onChange={(v) => form.set('menu_tipe', v ?? '')}
          disabled={!canChooseMenuType(editing ? 'edit' : 'add')}
          error={error('menu_tipe')}
          required
        />
        {groups.menu ? (
          <>
            {text('nama_menu', texts.menu.name)}
            <IconPicker
              label={texts.menu.icon}
              name="icon_menu"
              placeholder={texts.menu.iconPlaceholder}
              value={form.values.icon_menu}
              onChange={(v) => form.set('icon_menu', v)}
              error={error('icon_menu')}
            />
            {/* Both blank make a group that only holds submenus (DECISIONS.md). */}
            {text('link_path_menu', texts.menu.linkPath, {
              required: false,
              hint: texts.menu.groupHint,
            })}
            {text('link_name_menu', texts.menu.linkName, { required: false })}
            {number('urutan_menu', texts.menu.order)}
            {/* No parent is the empty box (its placeholder says so), not an option to type over. */}
            <SearchableSelect
              label={texts.menu.parent}
              placeholder={texts.menu.parentPlaceholder}
              options={parents.status === 'ready' ? parents.data.filter((p) => p.value !== id) : []}
              value={form.values.parent_menu === ROOT_PARENT ? null : form.values.parent_menu}
              onChange={(v) => form.set('parent_menu', v ?? ROOT_PARENT)}
              error={error('parent_menu')}
            />
          </>
        ) : null}
        {groups.label ? (
          <>
            {text('nama_label', texts.menu.labelName)}
            {number('urutan_label', texts.menu.labelOrder)}
          </>
        ) : null}
      </RecordForm>
      {id === undefined ? null : <HistoryPanel entity="menu" entityId={id} />}
    </>
  );
}

/** The router's screen (app/screens.ts). */
export default recordScreen(MenuForm);
