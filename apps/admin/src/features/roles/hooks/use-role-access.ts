import { checkRoleAccess, showsNoMenu, type MenuMasterRow } from '@cermat/core';
import { useEffect, useRef, useState } from 'react';
import { useSave } from '@/hooks/use-save';
import type { MenuOption, Role, RoleAccessDetail, TestCode } from '@/types/api';
import { api } from '@/lib/api';

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

/** A schedule's test codes; none for no schedule, or when they cannot be read. */
const codesOf = (idSchedule: number | null): Promise<TestCode[]> =>
  idSchedule === null
    ? Promise.resolve([])
    : api.roleAccess.testCodes({ idjadwal_pelaksanaan: idSchedule }).catch(() => []);

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
  const saving = useSave(api.roleAccess.update, onSaved);
  const [roleName, setRoleName] = useState(role.role_name);
  const [menus, setMenus] = useState<Pick[]>([null]);
  const [schedule, setSchedule] = useState<number | null>(null);
  const [codes, setCodes] = useState<Pick[]>([null]);
  const [codeOptions, setCodeOptions] = useState<TestCode[]>([]);

  // The schedule whose test codes were asked last: an answer for an earlier one is dropped.
  const asked = useRef<number | null>(null);

  useEffect(() => {
    let live = true;
    // The modal opens once the role's test codes are known too: a Simpan before that would
    // find no code chosen and warn 'Data belum lengkap' about a complete role.
    api.roleAccess
      .detail({ id_role: role.id_role })
      .then(async (data) => {
        const held = data.roles_data_akses?.jadwal_pelaksanaan_idjadwal_pelaksanaan ?? null;
        // A schedule disabled since it was chosen is no longer offered: the role chooses again.
        const offered = data.jadwal_pelaksanaan.some((j) => j.idjadwal_pelaksanaan === held);
        const idSchedule = offered ? held : null;
        asked.current = idSchedule;
        return { data, idSchedule, options: await codesOf(idSchedule) };
      })
      .then(
        ({ data, idSchedule, options }) => {
          if (!live) return;
          setDetail(data);
          const chosen = data.list_hak_akses.map((m) => m.hak_akses_idhak_akses);
          setMenus(chosen.length ? chosen : [null]);
          setSchedule(idSchedule);
          setCodeOptions(options);
          const codeIds =
            idSchedule === null ? [] : data.list_kode_tes.map((c) => c.jadwal_idjadwal);
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
  const chooseSchedule = (next: number | null) => {
    if (next === schedule) return;
    setSchedule(next);
    setCodes([null]);
    setCodeOptions([]);
    asked.current = next;
    void codesOf(next).then((options) => asked.current === next && setCodeOptions(options));
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
    // The menus are the role's rights: warn before a choice that shows nothing.
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
