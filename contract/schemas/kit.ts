import { Type, type TSchema } from '@sinclair/typebox';

/** `T | null`, which OpenAPI 3.1 and fast-json-stringify both read as anyOf. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Database ids are PostgreSQL integers. */
export const Id = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...(description === undefined ? {} : { description }) });

/**
 * No C0 or C1 control characters (NUL, escape, DEL …): no field of ours needs one, PostgreSQL
 * cannot store NUL in text, and they forge log lines and terminal output.
 */
export const NO_CONTROL_CHARACTERS = '^[^\\u0000-\\u001F\\u007F-\\u009F]*$';

/** The message a refused control character gets (see fieldMessage in server/app.ts). */
export const CONTROL_CHARACTER_MESSAGE = 'must not contain control characters';

export const Text = (maxLength: number, description?: string, minLength?: number) =>
  Type.String({
    maxLength,
    ...(minLength === undefined ? {} : { minLength }),
    pattern: NO_CONTROL_CHARACTERS,
    ...(description === undefined ? {} : { description }),
  });
