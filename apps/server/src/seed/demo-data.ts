import { AUDIT_RETENTION } from '@cermat/contract';
import type { RoleGroup } from '@cermat/core';

/** The demo sign-in stated in the README; the server refuses a public address while it holds. */
export const DEMO_ADMIN = { username: 'admin', password: 'admin12345', name: 'Administrator' };

export const demoRoles: { group: RoleGroup; description: string }[] = [
  { group: 'Admin', description: 'Akses penuh ke seluruh menu' },
  { group: 'Manager', description: 'Melihat data, mengelola Jadwal Pelaksanaan' },
  { group: 'PMK', description: 'Pengelola materi kompetensi' },
  { group: 'SPK', description: 'Pengelola pelaksanaan dan penilaian' },
];

export const demoSchedules: { pelaksanaan: string; kodeTes: string[] }[] = [
  { pelaksanaan: 'Asesmen Kompetensi Batch 1 2026', kodeTes: ['AK-2026-01A', 'AK-2026-01B'] },
  { pelaksanaan: 'Asesmen Kompetensi Batch 2 2026', kodeTes: ['AK-2026-02A', 'AK-2026-02B'] },
  { pelaksanaan: 'Sertifikasi Jabatan 2026', kodeTes: ['SJ-2026-01', 'SJ-2026-02', 'SJ-2026-03'] },
];

/** Component names are the console's built-in widget registry (file names without extension). */
export const demoPages: {
  nama_page: string;
  deskripsi_page: string;
  status: 'ENABLE' | 'DISABLE';
  rows: { grid: number; component: string; order: number }[][];
}[] = [
  {
    nama_page: 'beranda',
    deskripsi_page: 'Halaman beranda contoh yang dapat dirender',
    status: 'ENABLE',
    rows: [
      [{ grid: 12, component: 'WelcomeCard', order: 1 }],
      [
        { grid: 6, component: 'StatCard', order: 1 },
        { grid: 6, component: 'RoleSummary', order: 2 },
      ],
    ],
  },
  {
    nama_page: 'informasi',
    deskripsi_page: 'Halaman informasi dengan komponen yang belum tersedia',
    status: 'ENABLE',
    rows: [
      [
        { grid: 8, component: 'InfoText', order: 1 },
        { grid: 4, component: 'KomponenTidakAda', order: 2 },
      ],
    ],
  },
  {
    nama_page: 'arsip',
    deskripsi_page: 'Halaman lama yang dinonaktifkan',
    status: 'DISABLE',
    rows: [[{ grid: 12, component: 'InfoText', order: 1 }]],
  },
];

export const demoPohonProfesi = [
  'Manajemen Sumber Daya Manusia',
  'Keuangan dan Akuntansi',
  'Teknologi Informasi',
  'Operasional dan Produksi',
  'Pemasaran dan Penjualan',
  'Hukum dan Kepatuhan',
  'Pengadaan',
  'Audit Internal',
];

export const demoConfigs: Record<string, string> = {
  ONE_TIME_LOGIN: 'Tidak',
  CAPTCHA: 'Tidak',
  LOGO_SMALL: '',
  LOGO_FULL_DARK: '',
  LOGO_FULL_LIGHT: '',
  AUDIT_RETENTION_DAYS: String(AUDIT_RETENTION.defaultDays),
};
