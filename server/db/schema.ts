import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BankAccount, Ship } from '../../src/domain/company';

// One schema for PGlite and PostgreSQL 15: only built-ins both have (gen_random_uuid, jsonb).

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    createdAt: createdAt(),
  },
  // Sign-in lowercases the address; the check keeps a mixed-case row from ever shadowing it.
  (t) => [check('users_email_lowercase', sql`${t.email} = lower(${t.email})`)],
);

export const sirket = pgTable('sirket', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  isim: text('isim').notNull(),
  tip: text('tip').notNull(),
  adres: text('adres').notNull().default(''),
  gemi: jsonb('gemi').$type<Ship>().notNull(),
  bankalar: jsonb('bankalar').$type<BankAccount[]>().notNull().default(sql`'[]'::jsonb`),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which companies a non-admin user may see and act for (ARCHITECTURE §4). */
export const userSirket = pgTable(
  'user_sirket',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sirketId: uuid('sirket_id')
      .notNull()
      .references(() => sirket.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sirketId] }), index('user_sirket_sirket_idx').on(t.sirketId)],
);

/** `id` is the SHA-256 of the cookie token, so a leaked table does not hand out live sessions. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const notepad = pgTable('notepad', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notepad: text('notepad').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
