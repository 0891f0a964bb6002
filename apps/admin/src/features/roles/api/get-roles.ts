import type { ListQuery } from '@cermat/core';
import { api } from '@/lib/api';
import { fromListAnswer, toListRequest } from '@/lib/list-request';

export const getRoles = async (query: ListQuery) =>
  fromListAnswer(await api.roles.list(toListRequest('roles', query)));
