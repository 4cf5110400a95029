import crypto from 'node:crypto';
import { ROLE } from '../../contract';
import { hashPassword } from '../auth/passwords';
import { meetsPasswordPolicy } from '../auth/passwordPolicy';
import type { Db } from '../db/port';

/** What an operator gets back: the account and its temporary password, shown once. */
export interface CreatedSupport {
  userId: number;
  username: string;
  temporaryPassword: string;
}

export class AdminError extends Error {}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** 24 random characters from a set without look-alikes, plus a digit group: meets the policy. */
export function temporaryPassword(): string {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const letters = Array.from(crypto.randomBytes(20), (byte) => alphabet[byte % alphabet.length]).join('');
  return `${letters.slice(0, 10)}-${letters.slice(10)}-${crypto.randomInt(1000, 10000)}`;
}

/**
 * The first administrator of a deployment: a global support (super-admin) account with a
 * temporary password, flagged so that its first sign-in is sent to Change Password (§4).
 */
export async function createSupport(db: Db, email: string): Promise<CreatedSupport> {
  const username = email.trim();
  if (!EMAIL.test(username) || username.length > 254) throw new AdminError(`Not an email address: '${email}'`);
  const password = temporaryPassword();
  if (!meetsPasswordPolicy(password, username)) throw new Error('temporary password does not meet the policy');
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const existing = await tx.query('SELECT 1 FROM users WHERE lower(username) = lower($1)', [username]);
    if (existing.length > 0) throw new AdminError(`An account named ${username} exists already`);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO users (uuid, username, display_name, password_hash, is_active, must_change_password)
       VALUES ($1, $2, $3, $4, true, true) RETURNING id`,
      [crypto.randomUUID(), username, username.split('@')[0] ?? username, hash],
    );
    if (row === undefined) throw new Error(`could not insert ${username}`);
    await tx.query('INSERT INTO user_global_roles (user_id, role_id) VALUES ($1, $2)', [row.id, ROLE.superAdmin]);
    return { userId: row.id, username, temporaryPassword: password };
  });
}
