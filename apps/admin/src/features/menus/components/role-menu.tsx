import {
  DIALOG_MS,
  accessState,
  grantLocks,
  keepLocked,
  rowsOfTree,
  showsNoMenu,
  toggleAccess,
  toggleWrite,
  type MenuSelection,
  type MenuTreeItem,
} from '@cermat/core';
import type { Role } from '@/types/api';
import {
  actionTone,
  Button,
  CheckboxTree,
  ConfirmDialog,
  FormAlert,
  Select,
  SuccessDialog,
} from '@cermat/ui-kit';
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useLoad } from '@/hooks/use-load';
import { useSave } from '@/hooks/use-save';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { navigate } from '@/lib/hash-location';
import { currentTexts, useTexts } from '@/lib/i18n';
import { session } from '@/lib/session';
import { getMenuTree } from '../api/get-menu-tree';
import { refreshSessionMenus } from '../api/refresh-session-menus';
import { getActiveRoles, getRoleMenu, saveRoleMenu } from '../api/role-menu';
import { toKitTree } from '../utils/tree-items';

/**
 * 'Konfigurasi Menu Role' (spec §2.8): choose an active role, then tick per menu its access
 * and its write right (DECISIONS.md); saving changes what that role's users see and may do.
 */
export default function RoleMenu() {
  const texts = useTexts();
  const [roles] = useLoad(getActiveRoles);
  const [tree, retryTree] = useLoad(getMenuTree);
  const [roleId, setRoleId] = useState<number | null>(null);
  // Choosing another role drops unsaved ticks: ask first, like leaving the screen.
  const dirty = useRef(false);
  const chooseRole = (next: number | null) => {
    if (dirty.current && !window.confirm(currentTexts().confirm.leaveUnsaved)) return;
    dirty.current = false;
    setRoleId(next);
  };
  return (
    <>
      <ScreenHeader title={texts.menu.roleMenuTitle} />
      <section
        aria-label={texts.menu.roleMenuSubtitle}
        className="grid max-w-3xl gap-4 rounded-lg border border-border bg-surface p-4"
      >
        <h2 className="text-lg font-semibold">{texts.menu.roleMenuSubtitle}</h2>
        <Select
          label={texts.menu.roleSelect}
          name="id_role"
          placeholder={texts.common.empty}
          options={
            roles.status === 'ready'
              ? roles.data.map((r) => ({ value: r.id_role, label: r.role_name }))
              : []
          }
          value={roleId}
          onChange={chooseRole}
        />
        {tree.status === 'failed' ? (
          <LoadFailed message={tree.message} onRetry={retryTree} />
        ) : null}
        {roleId !== null && tree.status === 'ready' ? (
          <RoleMenuForm key={roleId} roleId={roleId} tree={tree.data} dirty={dirty} />
        ) : null}
        {roleId === null ? (
          <Button
            tone="secondary"
            className="justify-self-start"
            onClick={() => navigate(paths.menus.list())}
          >
            {texts.common.back}
          </Button>
        ) : null}
      </section>
    </>
  );
}

function RoleMenuForm({
  roleId,
  tree,
  dirty,
}: {
  roleId: number;
  tree: MenuTreeItem[];
  dirty: RefObject<boolean>;
}) {
  const [stored, retry] = useLoad(() => getRoleMenu(roleId), [roleId]);
  if (stored.status === 'failed') return <LoadFailed message={stored.message} onRetry={retry} />;
  if (stored.status === 'loading') return null;
  return (
    <Choices
      dirty={dirty}
      role={stored.data.role}
      tree={tree}
      initial={stored.data.selection}
      updatedAt={stored.data.updatedAt}
    />
  );
}

interface ChoicesProps {
  /** Told whether there are unsaved ticks. */
  dirty: RefObject<boolean>;
  role: Role;
  tree: MenuTreeItem[];
  initial: MenuSelection;
  updatedAt: string;
}

function Choices({ dirty, role, tree, initial, updatedAt }: ChoicesProps) {
  const texts = useTexts();
  const [selection, setSelection] = useState(initial);
  // What the signed-in role cannot grant stays as it is (the server refuses it anyway).
  const { session_menu_access: held } = useSnapshot(session);
  const locks = useMemo(() => grantLocks(held, tree), [held, tree]);
  const change = (next: (s: typeof selection) => typeof selection) =>
    setSelection((s) => keepLocked(s, next(s), locks));
  const { errors, saving, saved, succeeded, submit, acknowledge } = useSave(
    (chosen: MenuSelection) => saveRoleMenu(role.id_role, chosen, updatedAt),
    () => {
      navigate(paths.menus.list(), { replace: true });
      // The active role's own menus changed: this user's side menu follows (after leaving,
      // as new menus make the guard check the screen again).
      if (session.session_role_active_id === role.id_role) {
        void refreshSessionMenus().catch(() => undefined);
      }
    },
  );
  // A choice that leaves the role's side menu empty is saved only once confirmed.
  const [warnEmpty, setWarnEmpty] = useState(false);
  const rows = useMemo(() => rowsOfTree(tree), [tree]);
  const changed = !succeeded && JSON.stringify(selection) !== JSON.stringify(initial);
  useEffect(() => {
    dirty.current = changed;
  }, [dirty, changed]);
  useUnsavedChanges(changed);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (showsNoMenu(rows, [...selection.read, ...selection.write])) setWarnEmpty(true);
        else submit(selection);
      }}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium">{texts.role.name}</dt>
        <dd>{role.role_name}</dd>
        <dt className="font-medium">{texts.role.description}</dt>
        <dd>{role.role_description || texts.common.empty}</dd>
      </dl>
      <FormAlert error={errors.alert} />
      {locks.size ? <p className="text-sm text-muted-fg">{texts.menu.grantLocked}</p> : null}
      <CheckboxTree
        label={role.role_name}
        items={toKitTree(tree)}
        stateOf={(id) => ({
          access: accessState(tree, selection, Number(id)),
          write: selection.write.includes(Number(id)),
          locked: {
            access: locks.get(Number(id))?.access ? texts.menu.grantLocked : undefined,
            write: locks.get(Number(id))?.write ? texts.menu.grantLocked : undefined,
          },
        })}
        onToggleAccess={(id, checked) => change((s) => toggleAccess(tree, s, Number(id), checked))}
        onToggleWrite={(id, checked) => change((s) => toggleWrite(tree, s, Number(id), checked))}
        disabled={saving}
      />
      <div className="flex flex-wrap gap-2">
        <Button tone="secondary" onClick={() => navigate(paths.menus.list())}>
          {texts.common.back}
        </Button>
        <Button tone={actionTone.discard} onClick={() => setSelection(initial)}>
          {texts.common.reset}
        </Button>
        <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
          {texts.common.save}
        </Button>
      </div>
      <ConfirmDialog
        open={warnEmpty}
        action="leaveUnsaved"
        message={texts.role.emptyMenuWarning}
        onConfirm={() => {
          setWarnEmpty(false);
          submit(selection);
        }}
        onCancel={() => setWarnEmpty(false)}
      />
      <SuccessDialog
        open={saved}
        message={texts.success.menuConfigSaved}
        autoCloseMs={DIALOG_MS}
        onClose={acknowledge}
      />
    </form>
  );
}
