import type { z } from 'zod';
import type { FieldErrors } from './envelope';
import { RULES } from './fields';
import { COMPONENT_NAME } from './resources/pages';

type Issue = z.core.$ZodIssue;
type Bounded = 'min' | 'max' | 'minLength' | 'maxLength' | 'minItems' | 'maxItems';
type Unbounded =
  | 'required'
  | 'whole'
  | 'number'
  | 'text'
  | 'choice'
  | 'invalid'
  | 'unknown'
  | 'tooDeep'
  | 'digits'
  | 'componentName'
  | 'password'
  | 'usernameChars'
  | 'testCodeChars'
  | 'fileSize'
  | 'fileType';

/**
 * What is wrong with a field, in the product's terms (core's `FieldIssue` words it): the
 * server and the mock server read zod's issues the same way, never passing zod's wording on.
 */
export type FieldIssue = { kind: Bounded; limit: number } | { kind: Unbounded };

// Contract rules named in an issue's params.
const ruleIssues = new Map<string, FieldIssue>([
  [RULES.jsonDepth, { kind: 'tooDeep' }],
  [RULES.configKey, { kind: 'unknown' }],
  [RULES.choice, { kind: 'choice' }],
  [RULES.password, { kind: 'password' }],
  [RULES.usernameChars, { kind: 'usernameChars' }],
  [RULES.testCodeChars, { kind: 'testCodeChars' }],
  [RULES.digits, { kind: 'digits' }],
]);

const absent = (input: unknown) => input === undefined || input === null;

function typeIssue(issue: z.core.$ZodIssueInvalidType): FieldIssue {
  if (absent(issue.input)) return { kind: 'required' };
  if (issue.expected === 'int') return { kind: 'whole' };
  if (issue.expected === 'number') return { kind: 'number' };
  if (issue.expected === 'string') return { kind: 'text' };
  return { kind: 'invalid' };
}

function sizeIssue(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig): FieldIssue {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  switch (issue.origin) {
    case 'string':
      // A required text is one of at least one character: a blank one is "wajib diisi".
      if (small && limit <= 1) return { kind: 'required' };
      return { kind: small ? 'minLength' : 'maxLength', limit };
    case 'array':
    case 'set':
      return { kind: small ? 'minItems' : 'maxItems', limit };
    case 'number':
    case 'int':
    case 'bigint':
      return { kind: small ? 'min' : 'max', limit };
    case 'file':
      return { kind: 'fileSize' };
    default:
      return { kind: 'invalid' };
  }
}

function fieldIssue(issue: Issue): FieldIssue {
  switch (issue.code) {
    case 'invalid_type':
      return typeIssue(issue);
    case 'too_small':
    case 'too_big':
      return sizeIssue(issue);
    case 'invalid_format':
      return issue.format === 'regex' && issue.pattern === String(COMPONENT_NAME)
        ? { kind: 'componentName' }
        : { kind: 'invalid' };
    case 'invalid_value':
      // A file's type is the one list of values whose entries are MIME types.
      return issue.values.some((v) => typeof v === 'string' && v.includes('/'))
        ? { kind: 'fileType' }
        : { kind: 'choice' };
    case 'invalid_union':
      return 'discriminator' in issue ? { kind: 'choice' } : { kind: 'invalid' };
    case 'unrecognized_keys':
      return { kind: 'unknown' };
    case 'custom': {
      const rule: unknown = issue.params?.rule;
      return (typeof rule === 'string' && ruleIssues.get(rule)) || { kind: 'invalid' };
    }
    default:
      return { kind: 'invalid' };
  }
}

/** Where an issue belongs: its path; an unknown key is its own field. */
function pathsOf(issue: Issue): PropertyKey[][] {
  if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => [...issue.path, key]);
  return [issue.path];
}

/**
 * The field map of spec §5 (field → messages) for a failed parse, each message worded by
 * `word` from the field's path and what is wrong with it. Parse with `reportInput: true`,
 * so a missing or null value is "required", not a wrong type.
 */
export function fieldErrorsOf(
  error: z.ZodError,
  word: (path: readonly string[], issue: FieldIssue) => string,
): FieldErrors {
  // Paths come from request keys (`toString`, `constructor`): the map has no prototype.
  const out = Object.create(null) as FieldErrors;
  for (const issue of error.issues) {
    const kind = fieldIssue(issue);
    for (const path of pathsOf(issue)) {
      const segments = path.map(String);
      const message = word(segments, kind);
      const field = segments.length ? segments.join('.') : '_';
      const messages = (out[field] ??= []);
      // One field can fail several checks of the same kind (a union's branches): say it once.
      if (!messages.includes(message)) messages.push(message);
    }
  }
  return out;
}
