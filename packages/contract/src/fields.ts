import { MENU_TYPES, STATUSES } from '@cermat/vocabulary';
import { z } from 'zod';
import { jsonTooDeep } from './json-depth';
import { bounds, limits } from './limits';

// Exported with the field helpers (the package index re-exports this file): the server
// measures a raw body with it too.
export { jsonTooDeep };

/**
 * Rules a server may word in the product's language: an issue of such a rule carries
 * `params.rule` (zod's custom-issue params) beside its English message.
 */
export const RULES = {
  jsonDepth: 'jsonDepth',
  configKey: 'configKey',
  choice: 'choice',
  password: 'password',
  usernameChars: 'usernameChars',
  testCodeChars: 'testCodeChars',
  digits: 'digits',
} as const;

type Payload = { value: unknown };
type When = (payload: Payload) => boolean;
// zod runs size checks even after a wrong type, and measuring an odd object's `length`
// can throw; guarded checks (zod's documented `when`) keep every bad input a ZodError.
const isString: When = (payload) => typeof payload.value === 'string';
const isArray: When = (payload) => Array.isArray(payload.value);
const isFile: When = (payload) => payload.value instanceof File;

const maxLength = (maximum: number, when: When) =>
  new z.core.$ZodCheckMaxLength({ check: 'max_length', maximum, when });
const minLength = (minimum: number, when: When) =>
  new z.core.$ZodCheckMinLength({ check: 'min_length', minimum, when });

/** A bounded text; every string field of the contract goes through here. */
export const text = (max: number, min = 0) =>
  z.string().check(maxLength(max, isString), ...(min > 0 ? [minLength(min, isString)] : []));
/** A bounded text that must not be blank. */
export const requiredText = (max: number) =>
  z.string().trim().check(minLength(1, isString), maxLength(max, isString));
/** A bounded list; every array of the contract goes through here. */
export const list = <T extends z.ZodType>(item: T, max: number, min = 0) =>
  z.array(item).check(maxLength(max, isArray), ...(min > 0 ? [minLength(min, isArray)] : []));
/** A file of at most `maxBytes` and one of the `mime` types. */
export const file = (maxBytes: number, mime: string[]) =>
  z
    .file()
    .check(
      new z.core.$ZodCheckMaxSize({ check: 'max_size', maximum: maxBytes, when: isFile }),
      new z.core.$ZodCheckMimeType({ check: 'mime_type', mime, when: isFile }),
    );

/** A database id (PostgreSQL integer). */
export const id = z.number().int().min(1).max(bounds.id);
/** An id that arrives in a query string or a path. */
export const queryId = z.coerce.number<number>().int().min(1).max(bounds.id);
/** A 0/1 flag as the old console stored it (isRead, isWrite, status_access). */
export const flag = z.literal([0, 1]);

export const recordStatus = z.enum(STATUSES);
export const menuType = z.enum(MENU_TYPES);
export const sortDir = z.enum(['asc', 'desc']);

/** ISO 8601 with offset; the value read is sent back unchanged as `updated_at`. */
export const timestamp = z.iso.datetime({ offset: true });
export const nullableText = (max: number) => text(max).nullable();

/**
 * A new password (ASVS 5.0 V6.2): its length here, under the one password rule, so every
 * refusal reads alike; the server also refuses the username and common or leaked ones.
 */
export const password = text(limits.passwordMax).superRefine((value, ctx) => {
  if (value.length < limits.passwordMin)
    ctx.addIssue({
      code: 'custom',
      message: `Must have at least ${limits.passwordMin} characters`,
      params: { rule: RULES.password },
    });
});
/** On edit forms an empty password means "keep the current one". */
export const optionalPassword = z.union([z.literal(''), password]).optional();

/** Unicode control and format characters (Cc, Cf): invisible, reordering, look-alike makers. */
const INVISIBLE = /[\p{Cc}\p{Cf}]/u;

/** Usernames are compared and stored in NFC, so one name has one spelling of its letters. */
const nfc = (value: string) => value.normalize('NFC');

/** A username as typed at sign-in: compared in NFC, never judged. */
export const signInUsername = requiredText(limits.username).overwrite(nfc);

/** A username to store: NFC, and none of the characters that hide or reorder text. */
export const username = signInUsername.superRefine((value, ctx) => {
  if (INVISIBLE.test(value))
    ctx.addIssue({
      code: 'custom',
      message: 'Must not hold control or format characters',
      params: { rule: RULES.usernameChars },
    });
});

/**
 * Test codes are stored in NFKC (docs/decisions.md): a fullwidth 'ＴＰＡ０１' is 'TPA01', and
 * an accented letter has one spelling however it was composed. Letters of other scripts
 * (Cyrillic 'А') stay themselves: another script is another letter, not a look-alike.
 */
const nfkc = (value: string) => value.normalize('NFKC');

/**
 * A test code to store: NFKC first (folding can lengthen a text or uncover a space at its
 * ends), then trimmed and bounded, and none of the characters that hide or reorder text.
 */
export const testCodeText = z
  .string()
  .overwrite(nfkc)
  .trim()
  .check(minLength(1, isString), maxLength(limits.name, isString))
  .superRefine((value, ctx) => {
    if (INVISIBLE.test(value))
      ctx.addIssue({
        code: 'custom',
        message: 'Must not hold control or format characters',
        params: { rule: RULES.testCodeChars },
      });
  });

/** Parses JSON text without throwing; `undefined` when it is not JSON. */
function parseJson(value: string): unknown {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * A JSON-encoded string whose decoded value must satisfy `inner` (spec §3: selected_role,
 * menu_data, list_menu). Its nesting is measured on the text first: `inner` validates
 * recursively, and a list nested 1,000 deep would overflow the stack.
 */
export const jsonText = (inner: z.ZodType, description: string) =>
  text(limits.jsonText)
    .superRefine((value, ctx) => {
      if (jsonTooDeep(value, bounds.jsonDepth))
        ctx.addIssue({
          code: 'custom',
          message: `Must not nest deeper than ${bounds.jsonDepth} levels`,
          params: { rule: RULES.jsonDepth },
        });
      else if (!inner.safeParse(parseJson(value)).success)
        ctx.addIssue({ code: 'custom', message: `Must be JSON text of ${description}` });
    })
    .meta({ description: `JSON text of ${description}` });

/** The decoded value of a JSON id list: what a server parses `jsonIdList` text into. */
export const idListValue = list(id, limits.listItems);
/** JSON text of a list of ids, e.g. '[1,2]'. */
export const jsonIdList = jsonText(idListValue, 'a list of ids');
