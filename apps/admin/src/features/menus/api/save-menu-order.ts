import { listMenuPayload, type MenuTreeItem } from '@cermat/core';
import { api } from '@/lib/api';

export const saveMenuOrder = (tree: readonly MenuTreeItem[]) =>
  api.menus.saveOrdering({ list_menu: listMenuPayload(tree) });
