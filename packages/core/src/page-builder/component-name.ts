/**
 * The one rule for a page column's component: a built-in widget's file name
 * without its extension, never a path — letters, digits, `_` and `-`, at most 100
 * characters. The column dialog checks it here; the contract's schema spells the same
 * pattern (it may import nothing of ours) and the server's tests prove the two agree.
 */
const COMPONENT_NAME_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Longest component name (the contract's `limits.component`). */
const COMPONENT_NAME_MAX = 100;

/** True when `name` (already trimmed) may be saved as a column's component. */
export const isComponentName = (name: string): boolean =>
  name.length <= COMPONENT_NAME_MAX && COMPONENT_NAME_PATTERN.test(name);

/**
 * The built-in widgets a column may name (DECISIONS.md: `/render` looks them up by file
 * name); the column dialog offers them, other names may still be typed.
 */
export const BUILT_IN_WIDGETS = [
  'WelcomeCard',
  'StatCard',
  'RoleSummary',
  'InfoText',
  'Clock',
  'LogoImage',
] as const;
/** The name of a built-in widget. */
export type BuiltInWidget = (typeof BUILT_IN_WIDGETS)[number];
