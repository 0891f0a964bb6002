import { describe, expect, it } from 'vitest';
import {
  columnKey,
  en,
  fieldLabel,
  fieldMessage,
  id,
  isComponentName,
  pageBuilderErrors,
  recordedFieldLabel,
} from '../src';

describe('field messages', () => {
  it('name the field in plain words, in either language', () => {
    expect(fieldMessage(id.role.name, { kind: 'required' })).toBe('Nama Role wajib diisi.');
    expect(fieldMessage(id.page.order, { kind: 'min', limit: 1 })).toBe('Urutan minimal 1.');
    expect(fieldMessage(en.role.name, { kind: 'required' }, en)).toBe('Role name is required.');
  });

  it('label a path by its last name; a configuration key by itself; anything else as the data sent', () => {
    expect(fieldLabel(['detail_page', 0, 'columns', '1', 'component'])).toBe(id.page.componentFile);
    expect(fieldLabel(['CAPTCHA'])).toBe('CAPTCHA');
    expect(fieldLabel(['constructor'])).toBe(id.fields.data);
    expect(fieldLabel(['__proto__'])).toBe(id.fields.data);
    expect(fieldLabel([])).toBe(id.fields.data);
  });
});

describe('recordedFieldLabel (audit before/after view)', () => {
  it('names a field as its form or list does, in either language', () => {
    expect(recordedFieldLabel('role_description')).toBe(id.role.description);
    expect(recordedFieldLabel('updated_at')).toBe(id.common.updatedAt);
    expect(recordedFieldLabel('nama_pohon_profesi', en)).toBe(en.pohonProfesi.nama_pohon_profesi);
  });

  it('keeps a stored name no form shows, and never answers from the prototype', () => {
    expect(recordedFieldLabel('menu_read')).toBe('menu_read');
    expect(recordedFieldLabel('ONE_TIME_LOGIN')).toBe('ONE_TIME_LOGIN');
    for (const key of ['constructor', '__proto__', 'toString', 'hasOwnProperty'])
      expect(recordedFieldLabel(key)).toBe(key);
  });
});

describe('the component rule', () => {
  it('takes a file name without extension, never a path', () => {
    expect(isComponentName('WelcomeCard')).toBe(true);
    expect(isComponentName('my_widget-2')).toBe(true);
    for (const name of ['Card.tsx', '../x', 'a b', '', 'x'.repeat(101)])
      expect(isComponentName(name)).toBe(false);
  });
});

describe('pageBuilderErrors', () => {
  const sent = [
    { number: 1, columns: [] },
    { number: 2, columns: [{ number: 1, grid: 6, component: 'A', order: 1 }] },
  ];

  it('places a column’s messages at its row and column number, the rest on the builder', () => {
    const errors = pageBuilderErrors(
      {
        'detail_page.1.columns.0.component': 'c',
        'detail_page.0.number': 'n',
        'detail_page.5.columns.0.order': 'gone',
        nama_page: 'not the builder’s',
      },
      sent,
    );
    expect(errors.columns).toEqual({ [columnKey(2, 1)]: ['c'] });
    expect(errors.builder).toEqual(['n', 'gone']);
  });
});
