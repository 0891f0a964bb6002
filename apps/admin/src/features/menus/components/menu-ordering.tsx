import { DIALOG_MS, type MenuTreeItem } from '@cermat/core';
import { actionTone, Button, FormAlert, NestedSortableList, SuccessDialog } from '@cermat/ui-kit';
import { useState } from 'react';
import { LoadFailed } from '@/components/load-failed';
import { ScreenHeader } from '@/components/screen-header';
import { paths } from '@/config/paths';
import { useLoad } from '@/hooks/use-load';
import { useSave } from '@/hooks/use-save';
import { useUnsavedChanges } from '@/hooks/use-unsaved-changes';
import { navigate } from '@/lib/hash-location';
import { useTexts } from '@/lib/i18n';
import { getMenuTree } from '../api/get-menu-tree';
import { refreshSessionMenus } from '../api/refresh-session-menus';
import { saveMenuOrder } from '../api/save-menu-order';
import { depthOf, toKitTree, toMenuTree } from '../utils/tree-items';

/** 'Silahkan Mengurutkan Menu' (spec §2.7): a load failure says so and offers a retry. */
export default function MenuOrdering() {
  const texts = useTexts();
  const [loaded, retry] = useLoad(getMenuTree);
  return (
    <>
      <ScreenHeader title={texts.menu.orderingTitle} />
      {loaded.status === 'failed' ? (
        <LoadFailed message={loaded.message || texts.error.loadFailed} onRetry={retry} />
      ) : loaded.status === 'ready' ? (
        <OrderingForm initial={loaded.data} onReset={retry} />
      ) : null}
    </>
  );
}

function OrderingForm({ initial, onReset }: { initial: MenuTreeItem[]; onReset: () => void }) {
  const texts = useTexts();
  const [tree, setTree] = useState(initial);
  const { errors, saving, saved, succeeded, submit, acknowledge } = useSave(saveMenuOrder, () => {
    navigate(paths.menus.list(), { replace: true });
    // Only now: new menus make the guard check this screen again, which would unmount it.
    void refreshSessionMenus().catch(() => undefined);
  });
  useUnsavedChanges(!succeeded && JSON.stringify(tree) !== JSON.stringify(initial));
  return (
    <div className="grid max-w-3xl gap-4 rounded-lg border border-border bg-surface p-4">
      <FormAlert error={errors.alert} />
      <NestedSortableList
        label={texts.menu.orderingTitle}
        items={toKitTree(tree)}
        onChange={(next) => setTree(toMenuTree(next))}
        // Menus and submenus; a deeper tree made elsewhere keeps its depth.
        maxDepth={Math.max(2, depthOf(initial))}
      />
      <div className="flex flex-wrap gap-2">
        <Button tone="secondary" onClick={() => navigate(paths.menus.list())}>
          {texts.common.back}
        </Button>
        {/* Reset reads the order again from the server (spec: it reloads). */}
        <Button tone={actionTone.discard} onClick={onReset}>
          {texts.common.reset}
        </Button>
        <Button onClick={() => submit(tree)} disabled={saving} aria-busy={saving || undefined}>
          {texts.common.save}
        </Button>
      </div>
      <SuccessDialog
        open={saved}
        message={texts.success.updated}
        autoCloseMs={DIALOG_MS}
        onClose={acknowledge}
      />
    </div>
  );
}
