/**
 * Docs-page parameters for a component that covers the page (a modal dialog, a drawer, the
 * whole shell): on its Docs page each story gets a frame of its own, `height` tall. Inline,
 * every open dialog of the page would float over the docs at once, and a modal one makes the
 * rest of the document inert.
 */
export const framedInDocs = (height: string) => ({ docs: { story: { inline: false, height } } });
