import { Value } from '@sinclair/typebox/value';
import { Type } from '@sinclair/typebox';
import { pageRequestProperties } from '../../contract/schemas/lists';

describe('paged list requests', () => {
  const schema = Type.Object(pageRequestProperties(['title', 'sharedAt']), { additionalProperties: false });
  const valid = { page: 2, pageSize: 25, sort: 'title', direction: 'asc' };

  it('accepts a declared sort key and refuses any other', () => {
    expect(Value.Check(schema, valid)).toBe(true);
    expect(Value.Check(schema, { ...valid, sort: 'title; drop table users' })).toBe(false);
  });

  it('bounds the page and its size', () => {
    expect(Value.Check(schema, { ...valid, page: 0 })).toBe(false);
    expect(Value.Check(schema, { ...valid, pageSize: 101 })).toBe(false);
    expect(Value.Check(schema, { ...valid, direction: 'up' })).toBe(false);
  });

  it('refuses control characters in the search', () => {
    expect(Value.Check(schema, { ...valid, search: 'acme\u0000' })).toBe(false);
    expect(Value.Check(schema, { ...valid, search: 'acme west' })).toBe(true);
  });
});
