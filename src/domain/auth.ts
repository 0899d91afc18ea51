import * as v from 'valibot';

/** Sign-in form and `POST /api/auth/login` body (docs/areas/companies-and-users.md: email required and valid, password required). */
export const loginSchema = v.object(
  {
    email: v.pipe(
      v.string('required'),
      v.trim(),
      v.nonEmpty('required'),
      v.email('emailFormatIsWrong'),
      v.maxLength(254, 'emailFormatIsWrong'),
    ),
    password: v.pipe(v.string('required'), v.nonEmpty('required'), v.maxLength(1024, 'tooLong')),
  },
  'required',
);
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** The signed-in user as the API returns it. */
export interface User {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  /** The user's interface language, applied at sign-in (set in /user/settings). */
  dil?: 'tr' | 'en';
}

export const notepadSchema = v.object({ notepad: v.pipe(v.string('required'), v.maxLength(100_000, 'tooLong')) }, 'required');
