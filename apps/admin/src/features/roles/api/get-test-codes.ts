import { api } from '@/lib/api';

export const getTestCodes = (idSchedule: number) =>
  api.roleAccess.testCodes({ idjadwal_pelaksanaan: idSchedule });
