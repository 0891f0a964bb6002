import axe from 'axe-core';

/**
 * Runs axe on what is rendered (portals included, so the whole body by default) and
 * returns the violations as readable lines, so a failing test names rule and node.
 * `region` is off: a lone component is not a page and has no landmarks around it.
 * `color-contrast` is off: jsdom paints nothing, so axe cannot measure it here (the
 * built stories are judged by axe in Chromium, both themes: apps/storybook/e2e).
 */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    rules: { region: { enabled: false }, 'color-contrast': { enabled: false } },
  });
  return result.violations.flatMap((v) =>
    v.nodes.map((n) => `${v.id}: ${v.help} at ${n.target.join(' ')}`),
  );
}
