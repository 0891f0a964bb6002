import type { Page } from 'playwright-core';

/** The link names of the side menu, top to bottom. */
export const sideMenuOrder = (p: Page) =>
  p
    .locator('[data-slot="sidebar"] [data-menu]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-menu')));

/** The names of the ordering list, top to bottom. */
export const orderingNames = (p: Page) =>
  p.locator('[data-slot="nested-sortable-list"] [data-slot="item-name"]').allTextContents();

/** Drags one item of the ordering list by its handle onto another's place, with the mouse. */
export async function dragOnto(p: Page, from: string, to: string): Promise<void> {
  const handle = (name: string) =>
    p
      .locator('[data-item-id]')
      .filter({ has: p.locator(`[data-slot="item-name"]:text-is("${name}")`) })
      .last()
      .locator('[data-drag-handle]')
      .first()
      .boundingBox();
  const [source, target] = [await handle(from), await handle(to)];
  if (!source || !target) throw new Error(`cannot drag ${from} onto ${to}`);
  await p.mouse.move(source.x + 5, source.y + 5);
  await p.mouse.down();
  await p.locator('.sortable-chosen').waitFor();
  // sortablejs starts a drag only after the pointer has moved and a frame has passed; on an
  // idle machine the whole gesture can otherwise fit in one frame and never start.
  await p.mouse.move(source.x + 5, source.y + 12, { steps: 4 });
  await nextFrame(p);
  await p.mouse.move(target.x + 5, target.y + 2, { steps: 20 });
  await nextFrame(p);
  await p.mouse.move(target.x + 5, target.y + 1, { steps: 4 });
  await nextFrame(p);
  await p.mouse.up();
}

/** Resolves once the page has drawn two more frames (what sortablejs waits for between steps). */
const nextFrame = (p: Page) =>
  p.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
