import { FormatRegistry } from '@sinclair/typebox';

/**
 * The string formats the request schemas use, as the server's ajv-formats checks them (its full
 * mode, Fastify's default), so the browser accepts and refuses the same addresses.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

if (!FormatRegistry.Has('email')) FormatRegistry.Set('email', (value) => EMAIL.test(value));
