import path from 'node:path';
import { arrows, devFilePattern, layers } from './arrows.js';

const WORKSPACE_SCOPE = '@cermat/';

/** The npm package name of a bare specifier: `@a/b/c` -> `@a/b`, `x/y` -> `x`. */
export function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** Which workspace package (key of `arrows`) a file belongs to, or null. */
export function ownerOf(filename) {
  const norm = filename.split(path.sep).join('/');
  for (const key of Object.keys(arrows)) {
    const at = norm.lastIndexOf(`/${key}/`);
    if (at !== -1 || norm.startsWith(`${key}/`)) {
      const root = at === -1 ? key : norm.slice(0, at + key.length + 1);
      return { key, root };
    }
  }
  return null;
}

/** Why an import is forbidden for a file, or null when it is allowed. */
export function verdict(filename, specifier) {
  const owner = ownerOf(filename);
  if (!owner) return null;
  const rule = arrows[owner.key];
  const norm = filename.split(path.sep).join('/');
  if (specifier.startsWith('.')) {
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(norm), specifier));
    return target.startsWith(`${owner.root}/`)
      ? null
      : `${owner.key} may not reach outside its folder ('${specifier}')`;
  }
  if (specifier.startsWith('/')) return `${owner.key} may not import an absolute path`;
  const name = packageName(specifier);
  if (name.startsWith(WORKSPACE_SCOPE)) {
    const dev = devFilePattern.test(norm) ? (rule.devWorkspace ?? []) : [];
    return rule.workspace.includes(name) || dev.includes(name)
      ? null
      : `${owner.key} may not import ${name}`;
  }
  if (rule.thirdParty === null || devFilePattern.test(norm)) return null;
  return rule.thirdParty.includes(name) ? null : `${owner.key} may not import ${name}`;
}

/** Where a path sits among the layers of its package: the layers, the top name under `src/`. */
function placeOf(norm) {
  for (const [root, stack] of Object.entries(layers)) {
    const at = norm.lastIndexOf(`/${root}/`);
    if (at === -1 && !norm.startsWith(`${root}/`)) continue;
    const rest = norm.slice(at === -1 ? root.length + 1 : at + root.length + 2);
    const top = rest.split('/')[0].replace(/\.[cm]?[jt]sx?$/, '');
    return { root, stack, top, index: stack.findIndex((layer) => layer.holds.includes(top)) };
  }
  return null;
}

/** Why a relative import runs up the layers of its package, or null when it does not. */
export function layerVerdict(filename, specifier) {
  if (!specifier.startsWith('.')) return null;
  const norm = filename.split(path.sep).join('/');
  const from = placeOf(norm);
  // A test drives the whole app (the harness, the maintenance run) from beside what it tests.
  if (!from || devFilePattern.test(norm)) return null;
  const unplaced = (place) =>
    `${place.root}/${place.top} is in no layer (tooling/eslint/arrows.js)`;
  if (from.index === -1) return unplaced(from);
  const to = placeOf(path.posix.normalize(path.posix.join(path.posix.dirname(norm), specifier)));
  // Outside the layered folder (a test's support files): the package arrows judge it.
  if (!to || to.root !== from.root) return null;
  if (to.index === -1) return unplaced(to);
  if (to.index <= from.index) return null;
  const [low, high] = [from.stack[from.index].name, to.stack[to.index].name];
  return `${from.top} (${low}) may not import ${to.top} (${high}): a layer imports only its own and those below`;
}

/** A rule that reports every import, re-export and dynamic import `why` finds wrong. */
function importRule(description, why) {
  return {
    meta: {
      type: 'problem',
      docs: { description },
      schema: [],
      messages: { forbidden: '{{why}}' },
    },
    create(context) {
      const check = (node, source) => {
        if (!source || typeof source.value !== 'string') return;
        const reason = why(context.filename, source.value);
        if (reason) context.report({ node, messageId: 'forbidden', data: { why: reason } });
      };
      return {
        ImportDeclaration: (node) => check(node, node.source),
        ExportNamedDeclaration: (node) => check(node, node.source),
        ExportAllDeclaration: (node) => check(node, node.source),
        ImportExpression: (node) =>
          check(node, node.source.type === 'Literal' ? node.source : null),
      };
    },
  };
}

export const boundariesPlugin = {
  rules: {
    arrows: importRule('Enforce the import arrows of ARCHITECTURE.md', verdict),
    layers: importRule('Enforce the layers inside a package (ARCHITECTURE.md)', layerVerdict),
  },
};
