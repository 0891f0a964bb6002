import { Button, DialogActions, DialogFrame } from '@cermat/ui-kit';
import type { ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { useTexts } from '@/lib/i18n';
import { settings, updateSettings, type Settings } from '@/lib/settings';

type Choice<K extends keyof Settings> = { value: Settings[K]; label: string };

function ChoiceGroup<K extends 'layout' | 'width' | 'sidebar' | 'topbar'>({
  name,
  legend,
  choices,
}: {
  name: K;
  legend: ReactNode;
  choices: Choice<K>[];
}) {
  const snap = useSnapshot(settings);
  return (
    <fieldset className="grid gap-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      {choices.map((choice) => (
        <label key={String(choice.value)} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            name={name}
            checked={snap[name] === choice.value}
            onChange={() => updateSettings({ [name]: choice.value })}
          />
          {choice.label}
        </label>
      ))}
    </fieldset>
  );
}

/** Layout, width, sidebar and top-bar themes, preloader: kept per browser (spec §2.13). */
export function SettingsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const texts = useTexts();
  const t = texts.shell;
  const snap = useSnapshot(settings);
  return (
    <DialogFrame open={open} onClose={onClose} title={t.settings}>
      <div className="grid gap-4 sm:grid-cols-2">
        <ChoiceGroup
          name="layout"
          legend={t.layout}
          choices={[
            { value: 'vertical', label: t.vertical },
            { value: 'horizontal', label: t.horizontal },
          ]}
        />
        <ChoiceGroup
          name="width"
          legend={t.width}
          choices={[
            { value: 'fluid', label: t.fluid },
            { value: 'boxed', label: t.boxed },
            { value: 'scrollable', label: t.scrollable },
          ]}
        />
        <ChoiceGroup
          name="sidebar"
          legend={t.sidebarTheme}
          choices={[
            { value: 'dark', label: t.dark },
            { value: 'light', label: t.light },
            { value: 'compact', label: t.compact },
            { value: 'icon', label: t.icon },
            { value: 'colored', label: t.colored },
          ]}
        />
        <ChoiceGroup
          name="topbar"
          legend={t.topbarTheme}
          choices={[
            { value: 'dark', label: t.dark },
            { value: 'light', label: t.light },
            { value: 'colored', label: t.colored },
          ]}
        />
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={snap.preloader}
            onChange={(e) => updateSettings({ preloader: e.target.checked })}
          />
          {t.preloader}
        </label>
      </div>
      <DialogActions>
        <Button tone="secondary" onClick={onClose}>
          {texts.common.close}
        </Button>
      </DialogActions>
    </DialogFrame>
  );
}
