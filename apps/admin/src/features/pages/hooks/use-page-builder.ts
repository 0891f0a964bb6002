import { pageBuilderMachine, type PageForm } from '@cermat/core';
import { useActorRef, useSelector } from '@xstate/react';
import type { FormStore } from '@/hooks/use-record-form';

/**
 * The page form's values on core's page builder machine (spec §2.10): its fields, its
 * rows and the open column dialog; the machine keeps what was loaded for Reset.
 */
export function usePageBuilder() {
  const actor = useActorRef(pageBuilderMachine);
  const context = useSelector(actor, (s) => s.context);
  const store: FormStore<PageForm> = {
    values: {
      nama_page: context.nama_page,
      deskripsi_page: context.deskripsi_page,
      rows: context.rows,
    },
    baseline: context.initial,
    reset: () => actor.send({ type: 'page.reset' }),
    load: (form) => actor.send({ type: 'page.load', form }),
  };
  return { store, dialog: context.dialog, send: actor.send };
}

export type PageBuilderState = ReturnType<typeof usePageBuilder>;
