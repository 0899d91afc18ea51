import * as v from 'valibot';
import type { ScopeGrant } from './sync';

// Users, their grants per company and their own settings (docs/architecture.md §9). The forms of
// /user/user-add and /user/settings and the server validate with these schemas.

export const LANGUAGES = ['tr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const GRANT_LEVELS = ['okuma', 'yazma'] as const satisfies readonly ScopeGrant['yetki'][];

export const MIN_PASSWORD_LENGTH = 10;

/**
 * The most common passwords of ten characters or more in public breach lists (and a few local
 * ones): never accepted, whatever their length.
 */
const COMMON_PASSWORDS = new Set([
  '1234567890',
  '0123456789',
  '12345678910',
  '0987654321',
  '1111111111',
  '0000000000',
  '1q2w3e4r5t',
  'qwertyuiop',
  'qwerty1234',
  '1qaz2wsx3edc',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'iloveyou12',
  'abcdefghij',
  'abc1234567',
  'asdfghjkl1',
  'football12',
  'princess12',
  'sifre12345',
  'parola1234',
  'galatasaray',
  'fenerbahce',
  'besiktas1903',
  'fenerbahce1907',
  'galatasaray1905',
  'trabzonspor',
  'istanbul34',
  'mustafakemal',
  'administrator',
  'welcome123',
  'letmein123',
  'changeme123',
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

/** A new password: at least ten characters and not one of the most common ones. */
export const passwordSchema = v.pipe(
  v.string('required'),
  v.nonEmpty('required'),
  v.minLength(MIN_PASSWORD_LENGTH, 'passwordTooShort'),
  v.maxLength(1024, 'tooLong'),
  v.check((value) => !isCommonPassword(value), 'passwordTooCommon'),
);

const nameSchema = v.pipe(v.string('required'), v.trim(), v.nonEmpty('required'), v.maxLength(200, 'tooLong'));
const emailSchema = v.pipe(
  v.string('required'),
  v.trim(),
  v.toLowerCase(),
  v.nonEmpty('required'),
  v.email('emailFormatIsWrong'),
  v.maxLength(254, 'emailFormatIsWrong'),
);

const grantSchema = v.object(
  {
    _id: v.pipe(v.string('required'), v.uuid('invalid'), v.toLowerCase()),
    yetki: v.picklist(GRANT_LEVELS, 'invalid'),
  },
  'invalid',
);

const grantsSchema = v.pipe(
  v.array(grantSchema, 'invalid'),
  v.maxLength(1000, 'tooLong'),
  v.check((grants) => new Set(grants.map((g) => g._id)).size === grants.length, 'duplicateCompany'),
);

/** `POST /api/user`: no password → the server generates one and answers it once. */
export const userCreateSchema = v.object(
  {
    email: emailSchema,
    isim: nameSchema,
    password: v.optional(passwordSchema),
    admin: v.optional(v.boolean('invalid'), false),
    sirketler: v.optional(grantsSchema, []),
  },
  'required',
);
export type UserCreateInput = v.InferOutput<typeof userCreateSchema>;

/** `PUT /api/user/:id`: the same fields and `aktif`; a password given here replaces the old one. */
export const userUpdateSchema = v.object(
  {
    email: emailSchema,
    isim: nameSchema,
    password: v.optional(passwordSchema),
    admin: v.boolean('invalid'),
    aktif: v.boolean('invalid'),
    sirketler: grantsSchema,
  },
  'required',
);
export type UserUpdateInput = v.InferOutput<typeof userUpdateSchema>;

/** `PUT /api/user/me`: the signed-in user's own name and language. */
export const userSettingsSchema = v.object({ isim: nameSchema, dil: v.picklist(LANGUAGES, 'invalid') }, 'required');
export type UserSettingsInput = v.InferOutput<typeof userSettingsSchema>;

/** `POST /api/user/me/password`. */
export const passwordChangeSchema = v.object(
  {
    current: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(1024, 'tooLong')),
    password: passwordSchema,
  },
  'required',
);
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>;

/** A user as `GET /api/user` lists them. */
export interface UserAccount {
  _id: string;
  isim: string;
  email: string;
  admin: boolean;
  aktif: boolean;
  dil: Language;
  sirketler: ScopeGrant[];
  /** ISO 8601, or null before the first sign-in. */
  sonGiris: string | null;
}

/** `POST /api/user`'s answer: the user, and the generated password when none was given (shown once). */
export interface UserCreated extends UserAccount {
  password?: string;
}
