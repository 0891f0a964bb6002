import { api } from '@/lib/api';
import { toMenuTree } from '../utils/tree-items';

/** The enabled menus as a nested tree (ordering and role-menu screens). */
export const getMenuTree = async () => toMenuTree((await api.menus.ordering())[0]);
