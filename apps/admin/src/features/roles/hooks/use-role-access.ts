import { useEffect, useState } from 'react';
import { messageOf } from '@/lib/api-errors';
import type { MenuOption, Role, RoleAccessDetail, TestCode } from '@/types/api';
import { getRoleAccess } from '../api/get-role-access';
import { getTestCodes } from '../api/get-test-codes';
import { updateRoleAccess } from '../api/update-role-access';

/** A repeatable row: the chosen option's id, or null while none is chosen. */
export type Pick = number | null;

export type AccessStep =
  | { step: 'loading' }
  | { step: 'loadFailed' }
  | { step: 'editing' }
  | { step: 'incomplete' }
  | { step: 'saving' }
  | { step: 'saved' }
  | { step: 'saveFailed'; message: string };

/** The 'Hak Akses' modal's data and rules (spec §2.3 variant, §5, DECISIONS.md). */
export function useRoleAccess(role: Role) {
  const [detail, setDetail] = useState<RoleAccessDetail | null>(null);
  const [state, setState] = useState<AccessStep>({ step: 'loading' });
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

  const save = async () => {
    const menuPicks = (detail?.hak_akses ?? []).filter((m) => menus.includes(m.idhak_akses));
    const codePicks = codeOptions.filter((c) => codes.includes(c.idjadwal));
    if (menuPicks.length === 0 || codePicks.length === 0 || schedule === null) {
      setState({ step: 'incomplete' });
      return;
    }
    setState({ step: 'saving' });
    try {
      await updateRoleAccess({
        id_role: role.id_role,
        role_name: roleName,
        role_description: role.role_description ?? '',
        menu: menuPicks.map((m: MenuOption) => ({ idhak_akses: m.idhak_akses, menu: m.menu })),
        idjadwal_pelaksanaan: schedule,
        kode_tes: codePicks,
        updated_at: role.updated_at,
      });
      setState({ step: 'saved' });
    } catch (error) {
      setState({ step: 'saveFailed', message: messageOf(error) });
    }
  };

  return {
    detail,
    state,
    roleName,
    setRoleName,
    menus,
    setMenus,
    schedule,
    chooseSchedule,
    codes,
    setCodes,
    codeOptions,
    save: () => void save(),
    backToEditing: () => setState({ step: 'editing' }),
  };
}
