import { checkRoleAccess, showsNoMenu, type MenuMasterRow } from '@cermat/core';
import { useEffect, useState } from 'react';
import { useSave } from '@/hooks/use-save';
import type { MenuOption, Role, RoleAccessDetail, TestCode } from '@/types/api';
import { getRoleAccess } from '../api/get-role-access';
import { getTestCodes } from '../api/get-test-codes';
import { updateRoleAccess } from '../api/update-role-access';

/** A Hak Akses option as the menu row it is (DECISIONS "One permission model"). */
const asMenuRow = (m: MenuOption): MenuMasterRow => ({
  id_menu_master: m.idhak_akses,
  menu_master_type: m.menu_master_type,
  menu_master_nama: m.menu,
  menu_master_icon: null,
  menu_master_link_path: m.menu_master_link_path,
  menu_master_link_name: null,
  menu_master_urutan: m.menu_master_urutan,
  menu_master_parent: m.menu_master_parent,
});

/** A repeatable row: the chosen option's id, or null while none is chosen. */
export type Pick = number | null;

export type AccessStep =
  | { step: 'loading' }
  | { step: 'loadFailed' }
  | { step: 'editing' }
  | { step: 'incomplete' }
  | { step: 'emptyMenu' }
  | { step: 'saving' }
  | { step: 'saved' }
  | { step: 'saveFailed'; message: string };

/**
 * The 'Hak Akses' modal's data and rules (spec §2.3 variant, §5, DECISIONS.md); its
 * Simpan runs on core's save machine, `onSaved` after 'Berhasil'.
 */
export function useRoleAccess(role: Role, onSaved: () => void) {
  const [detail, setDetail] = useState<RoleAccessDetail | null>(null);
  // Loading, its failure, and core's 'incomplete' warning; the save's steps are the machine's.
  const [state, setState] = useState<AccessStep>({ step: 'loading' });
  const saving = useSave(updateRoleAccess, onSaved);
  const [roleName, setRoleName] = useState(role.role_name);
  const [menus, setMenus] = useState<Pick[]>([null]);
  const [schedule, setSchedule] = useState<number | null>(null);
  const [codes, setCodes] = useState<Pick[]>([null]);
  const [codeOptions, setCodeOptions] = useState<TestCode[]>([]);

  useEffect(() => {
    let live = true;
    getRoleAccess(role.id_role).then(
      (data) => {
        if (!live) return;
        setDetail(data);
        const chosen = data.list_hak_akses.map((m) => m.hak_akses_idhak_akses);
        setMenus(chosen.length ? chosen : [null]);
        setSchedule(data.roles_data_akses?.jadwal_pelaksanaan_idjadwal_pelaksanaan ?? null);
        const codeIds = data.list_kode_tes.map((c) => c.jadwal_idjadwal);
        setCodes(codeIds.length ? codeIds : [null]);
        setState({ step: 'editing' });
      },
      () => live && setState({ step: 'loadFailed' }),
    );
    return () => {
      live = false;
    };
  }, [role.id_role]);

  // Test codes follow the chosen schedule.
  useEffect(() => {
    if (schedule === null) {
      setCodeOptions([]);
      return;
    }
    let live = true;
    getTestCodes(schedule).then(
      (options) => live && setCodeOptions(options),
      () => live && setCodeOptions([]),
    );
    return () => {
      live = false;
    };
  }, [schedule]);

  const chooseSchedule = (next: number | null) => {
    setSchedule(next);
    if (next !== schedule) setCodes([null]);
  };

  const menuPicks = () => (detail?.hak_akses ?? []).filter((m) => menus.includes(m.idhak_akses));
  const codePicks = () => codeOptions.filter((c) => codes.includes(c.idjadwal));
  const submit = () =>
    saving.submit({
      id_role: role.id_role,
      role_name: roleName,
      role_description: role.role_description ?? '',
      menu: menuPicks().map((m) => ({ idhak_akses: m.idhak_akses, menu: m.menu })),
      idjadwal_pelaksanaan: schedule!,
      kode_tes: codePicks(),
      updated_at: role.updated_at,
    });

  const save = () => {
    // Core's rule of the modal (spec §5); test codes exist only under a chosen schedule.
    if (checkRoleAccess(menuPicks(), codePicks()) !== null || schedule === null) {
      setState({ step: 'incomplete' });
      return;
    }
    // The menus are the role's rights (issue #14): warn before a choice that shows nothing.
    const rows = (detail?.hak_akses ?? []).map(asMenuRow);
    if (
      showsNoMenu(
        rows,
        menus.filter((m) => m !== null),
      )
    ) {
      setState({ step: 'emptyMenu' });
      return;
    }
    submit();
  };

  const failure = saving.errors.alert ?? Object.values(saving.errors.fields)[0] ?? null;
  const step: AccessStep =
    state.step !== 'editing'
      ? state
      : saving.saving
        ? { step: 'saving' }
        : saving.saved
          ? { step: 'saved' }
          : failure !== null
            ? { step: 'saveFailed', message: failure }
            : state;

  return {
    detail,
    state: step,
    roleName,
    setRoleName,
    menus,
    setMenus,
    schedule,
    chooseSchedule,
    codes,
    setCodes,
    codeOptions,
    save,
    /** 'Iya' on the empty-menu warning: save the choice as it is. */
    saveAnyway: () => {
      setState({ step: 'editing' });
      submit();
    },
    backToEditing: () => {
      setState({ step: 'editing' });
      saving.clearErrors();
    },
    /** The user closed 'Berhasil' before its 2 s were up. */
    acknowledge: saving.acknowledge,
  };
}
