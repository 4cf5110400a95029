import { Type, type TSchema } from '@sinclair/typebox';

/** `T | null`, which OpenAPI 3.1 and fast-json-stringify both read as anyOf. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Database ids are PostgreSQL integers. */
export const Id = (description?: string) =>
  Type.Integer({ minimum: 1, maximum: 2_147_483_647, ...(description === undefined ? {} : { description }) });

export const Text = (maxLength: number, description?: string) =>
  Type.String({ maxLength, ...(description === undefined ? {} : { description }) });
