import { describe, expect, it } from 'vitest';
import { menuSeed, roleGroupOf, roleGroupTable, type RoleGroup } from '../src';

const W = { read: true, write: true };
const R = { read: true, write: false };
const N = { read: false, write: false };
const reports = menuSeed.filter((m) => m.report).map((m) => m.label);
const ROLE_GROUPS: readonly RoleGroup[] = ['Admin', 'Manager', 'PMK', 'SPK'];
const roleGroupAccess = (group: RoleGroup, label: string) => roleGroupTable(group)[label]!;

describe('role-group table (spec §6)', () => {
  it('Admin writes and reads every label', () => {
    for (const m of menuSeed) expect(roleGroupAccess('Admin', m.label)).toEqual(W);
  });

  it('Manager reads every label and writes only Jadwal Pelaksanaan', () => {
    for (const m of menuSeed) {
      expect(roleGroupAccess('Manager', m.label)).toEqual(m.label === 'Jadwal Pelaksanaan' ? W : R);
    }
  });

  it.each([
    ['Jabatan Kompetensi', W],
    ['Kategori Studi Kasus', W],
    ['Kompetensi', W],
    ['Konfigurasi Timer', W],
    ['File Manager', W],
    ['Jadwal Pelaksanaan', W],
    ['Treshold Nilai', R],
    ['Setup Jadwal', R],
    ['Monitor Jadwal', R],
    ['Informasi Ujian', R],
    ['Role', N],
    ['User', N],
    ['Konfigurasi', N],
  ] as const)('PMK on %s', (label, access) => {
    expect(roleGroupAccess('PMK', label)).toEqual(access);
  });

  it.each([
    ['Treshold Nilai', W],
    ['Jadwal Pelaksanaan', W],
    ['Setup Jadwal', W],
    ['Monitor Jadwal', W],
    ['Informasi Ujian', W],
    ['Konfigurasi Timer', R],
    ['Kompetensi', R],
    ['File Manager', R],
    ['Kategori Studi Kasus', N],
    ['Role', N],
  ] as const)('SPK on %s', (label, access) => {
    expect(roleGroupAccess('SPK', label)).toEqual(access);
  });

  it('PMK and SPK read every report but write none', () => {
    expect(reports.length).toBeGreaterThan(0);
    for (const label of reports) {
      expect(roleGroupAccess('PMK', label)).toEqual(R);
      expect(roleGroupAccess('SPK', label)).toEqual(R);
    }
  });

  it('has a row for every seeded label and none for an unknown one', () => {
    for (const group of ROLE_GROUPS) {
      expect(Object.keys(roleGroupTable(group)).sort()).toEqual(
        menuSeed.map((m) => m.label).sort(),
      );
      expect(roleGroupTable(group)).not.toHaveProperty('Tidak Dikenal');
    }
  });

  it('opens a group menu when one of its submenus is readable, and shows the dashboard to all', () => {
    expect(roleGroupAccess('PMK', 'Penjadwalan').read).toBe(true);
    expect(roleGroupAccess('PMK', 'Master').read).toBe(true);
    expect(roleGroupAccess('SPK', 'Master Asesmen').read).toBe(false);
    for (const group of ROLE_GROUPS) expect(roleGroupAccess(group, 'Dashboard').read).toBe(true);
  });

  it('lists a whole row per group and finds the group of a role name', () => {
    expect(Object.keys(roleGroupTable('PMK'))).toHaveLength(menuSeed.length);
    expect(roleGroupTable('SPK')['Treshold Nilai']).toEqual(W);
    expect(roleGroupOf(' pmk ')).toBe('PMK');
    expect(roleGroupOf('Admin')).toBe('Admin');
    expect(roleGroupOf('Operator')).toBeUndefined();
  });
});
