import type { ComponentType } from 'react';
import { useScreenRights } from '@/hooks/use-screen-rights';
import type { ScreenProps } from '@/types/screen-props';

/**
 * A screen whose buttons follow the write right the route guard allowed it with: what a
 * screen file default-exports for the router (app/screens.ts), beside the component itself.
 */
export function writableScreen(Screen: ComponentType<{ canWrite: boolean }>) {
  return function WritableScreen() {
    return <Screen canWrite={useScreenRights().isWrite} />;
  };
}

/** A record's form on its add route (no id) and its edit route (`:id`). */
export function recordScreen(Form: ComponentType<{ id?: number }>) {
  return function RecordScreen({ params }: ScreenProps) {
    return <Form id={params.id === undefined ? undefined : Number(params.id)} />;
  };
}
