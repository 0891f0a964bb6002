import path from 'node:path';
import { arrows, devFilePattern } from './arrows.js';

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

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the import arrows of ARCHITECTURE.md' },
    schema: [],
    messages: { forbidden: '{{why}}' },
  },
  create(context) {
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const why = verdict(context.filename, source.value);
      if (why) context.report({ node, messageId: 'forbidden', data: { why } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : null),
    };
  },
};

export const boundariesPlugin = { rules: { arrows: rule } };
