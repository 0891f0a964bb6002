// The Foundations pages show the tokens as the CSS files declare them, read from their text
// (`?raw`), so a changed value or a new token reaches the docs without anyone retyping it.

/** A custom property and the innermost rule or at-rule it is declared in. */
interface Declaration {
  /** The rule's prelude, whitespace collapsed: `:root, [data-theme='light']`, `@theme inline`. */
  rule: string;
  /** With its dashes: `--kit-primary`. */
  name: string;
  value: string;
}

/**
 * Every custom property of a stylesheet, in order, with the rule holding it. A small walk over
 * braces rather than a CSS parser: the files read here hold plain rules, at-rules and
 * declarations, and a value never holds a brace or a semicolon.
 */
export function customProperties(css: string): Declaration[] {
  const found: Declaration[] = [];
  const rules: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char !== '{' && char !== '}' && char !== ';') {
      text += char;
      continue;
    }
    const declared = /^\s*(--[\w-]+)\s*:\s*([\s\S]+?)\s*$/.exec(text);
    if (declared && rules.length > 0)
      found.push({
        rule: rules.at(-1)!,
        name: declared[1]!,
        value: declared[2]!.replace(/\s+/g, ' '),
      });
    if (char === '{') rules.push(text.trim().replace(/\s+/g, ' '));
    if (char === '}') rules.pop();
    text = '';
  }
  return found;
}

/**
 * The properties of the rules `holds` picks (by prelude), later ones winning as in the
 * cascade of rules with equal specificity.
 */
export function propertiesOf(
  declarations: readonly Declaration[],
  holds: (rule: string) => boolean,
): Map<string, string> {
  return new Map(declarations.filter((d) => holds(d.rule)).map((d) => [d.name, d.value]));
}

/** Whether a rule's selector list names `selector` (`:root, [data-theme='light']` names both). */
export const selects = (selector: string) => (rule: string) =>
  rule.split(',').some((part) => part.trim() === selector);

/** A value with its `var(--x)` references replaced from `scope`, as the browser would. */
export function resolveVars(value: string, scope: ReadonlyMap<string, string>, depth = 0): string {
  if (depth > 10) throw new Error(`var() references loop in '${value}'`);
  const resolved = value.replace(
    /var\((--[\w-]+)\)/g,
    (ref, name: string) => scope.get(name) ?? ref,
  );
  return resolved === value ? value : resolveVars(resolved, scope, depth + 1);
}
