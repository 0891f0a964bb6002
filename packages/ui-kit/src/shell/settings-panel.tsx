import { Dialog, DialogPanel, DialogTitle, Field, Label, Switch } from '@headlessui/react';
import { cx } from '../lib/cx';
import { Icon } from '../lib/icons';
import { useTexts, type KitTexts } from '../lib/texts';
import type { ShellSettings } from './types';

export interface SettingsPanelProps {
  open: boolean;
  onClose: () => void;
  settings: ShellSettings;
  onChange: (settings: ShellSettings) => void;
}

type ShellText = keyof KitTexts['shell'];
type Choice<K extends keyof ShellSettings> = {
  key: K;
  legend: ShellText;
  options: ReadonlyArray<ShellSettings[K] & ShellText>;
};

// The option values double as their text keys (vertical → shell.vertical), so the lists stay short.
const groups = [
  { key: 'theme', legend: 'theme', options: ['system', 'light', 'dark'] },
  { key: 'layout', legend: 'layout', options: ['vertical', 'horizontal'] },
  { key: 'width', legend: 'width', options: ['fluid', 'boxed', 'scrollable'] },
  {
    key: 'sidebar',
    legend: 'sidebarTheme',
    options: ['dark', 'light', 'compact', 'icon', 'colored'],
  },
  { key: 'topbar', legend: 'topbarTheme', options: ['dark', 'light', 'colored'] },
] as const satisfies ReadonlyArray<
  Choice<'theme'> | Choice<'layout'> | Choice<'width'> | Choice<'sidebar'> | Choice<'topbar'>
>;

/** The settings slide-over: colours, layout, width, sidebar and top-bar themes, the preloader. */
export function SettingsPanel({ open, onClose, settings, onChange }: SettingsPanelProps) {
  const t = useTexts();
  // Closed, not mounted: the frame renders it on every move, and a closed Headless UI dialog
  // still sets up its hooks. It opens alone, so no other dialog's closing meets its opening.
  if (!open) return null;
  return (
    <Dialog open={open} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-overlay" aria-hidden="true" />
      <DialogPanel
        data-slot="settings-panel"
        className="fixed inset-y-0 right-0 flex w-80 max-w-full flex-col gap-5 overflow-y-auto bg-surface p-5 text-fg shadow-xl"
      >
        <div className="flex items-center justify-between">
          <DialogTitle className="text-lg font-semibold">{t.shell.settings}</DialogTitle>
          <button
            type="button"
            onClick={onClose}
            className="rounded-md p-1.5 hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          >
            <Icon name="close" />
            <span className="sr-only">{t.common.close}</span>
          </button>
        </div>
        {groups.map((group) => (
          <fieldset key={group.key} className="grid gap-2">
            <legend className="mb-1 text-sm font-semibold">{t.shell[group.legend]}</legend>
            <div className="flex flex-wrap gap-2">
              {group.options.map((option) => (
                <label
                  key={option}
                  className={cx(
                    'inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm',
                    'has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  )}
                >
                  <input
                    type="radio"
                    className="accent-primary"
                    name={`kit-settings-${group.key}`}
                    checked={settings[group.key] === option}
                    onChange={() => onChange({ ...settings, [group.key]: option })}
                  />
                  {t.shell[option]}
                </label>
              ))}
            </div>
          </fieldset>
        ))}
        <Field className="flex items-center justify-between">
          <Label className="text-sm font-semibold">{t.shell.preloader}</Label>
          <Switch
            checked={settings.preloader}
            onChange={(preloader) => onChange({ ...settings, preloader })}
            className="group relative inline-flex h-6 w-11 items-center rounded-full bg-muted-fg/40 transition-colors focus-visible:outline-2 focus-visible:outline-ring data-[checked]:bg-primary"
          >
            <span className="size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-5.5" />
          </Switch>
        </Field>
      </DialogPanel>
    </Dialog>
  );
}
