import type { RecordStatus } from '@cermat/core';
import type { ListAnswer } from '@/lib/list-request';
import type { LoginData as CoreLoginData } from '@/lib/session';

/** Row and payload shapes of the calls the console makes (spec §3, §7). */
export interface Role {
  id_role: number;
  role_name: string;
  role_description: string | null;
  status: RecordStatus;
  created_at: string;
  updated_at: string;
}

export interface RoleOption {
  id_role: number;
  role_name: string;
}

export interface MenuOption {
  idhak_akses: number;
  menu: string;
}

export interface TestCode {
  idjadwal: number;
  kode_tes: string;
}

export interface RoleAccessDetail {
  hak_akses: MenuOption[];
  roles_data_akses: { jadwal_pelaksanaan_idjadwal_pelaksanaan: number | null } | null;
  list_hak_akses: { hak_akses_idhak_akses: number; menu: string }[];
  list_kode_tes: { jadwal_idjadwal: number; jadwal_kode_tes: string }[];
  jadwal_pelaksanaan: { idjadwal_pelaksanaan: number; pelaksanaan: string }[];
}

export interface User {
  user_id: number;
  username: string;
  name: string;
  status: RecordStatus;
  created_at: string;
  updated_at: string;
}

export interface UserDetail extends User {
  path_photo: string | null;
  selected_role: string;
}

export type LoginData = CoreLoginData;

export interface DashboardData {
  counts: Partial<Record<'role' | 'user' | 'menu' | 'page' | 'pohon_profesi', number>>;
  roles: RoleOption[];
}

export type RoleList = readonly [ListAnswer<Role>];
export type UserList = readonly [ListAnswer<User>];
