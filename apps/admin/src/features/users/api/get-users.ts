import type { ListQuery } from '@cermat/core';
import { api } from '@/lib/api';
import { fromListAnswer, toListRequest } from '@/lib/list-request';

export const getUsers = async (query: ListQuery) =>
  fromListAnswer(await api.users.list(toListRequest('users', query)));
