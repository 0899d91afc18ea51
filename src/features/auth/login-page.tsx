import { useEffect, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Alert, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { LoginInput } from '../../domain/auth';
import { ApiError } from '../../data/api';
import type { Language } from '../../data/i18n';
import { login, useSession } from '../../data/session';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { toFormErrors } from '../../ui/to-form-errors';
import { LanguageSwitch } from '../../ui/language-switch';
import { LogoImage } from '../../ui/logo-image';
import { SubmitButton } from '../../ui/submit-button';

type Field = keyof LoginInput;

/** The form's rules (login-check.ts): asked for once the form has rendered, awaited by every check. */
const rules = () => import('./login-check');

/**
 * Sign-in (docs/areas/companies-and-users.md): errors beside the fields, server errors mapped onto fields. Two fields
 * in plain state rather than the forms' Mantine form hook: the sign-in screen's first load is kept
 * small (the performance issue's budget); the rules are the same schema's, loaded after the first
 * render (each check waits for them: errors show as soon as they are known, the submit never skips them).
 */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const session = useSession();
  const expired = session.status === 'ready' && session.expired === true;
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  // Error keys, put into words at render: a language chosen after an error shows it in that language.
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // A language picked here is the user's choice: sign-in keeps it (and saves it to their settings).
  const [chosen, setChosen] = useState<Language | undefined>(undefined);
  const failed = () => notify('error', t`Giriş yapılmadı! Formda hatalar var`);

  useEffect(() => void rules(), []);
  const check = (input: LoginInput) => rules().then((m) => m.checkLogin(input));
  const field = (name: Field) => ({
    value: values[name],
    error: errors[name] && errorText(i18n, errors[name]),
    onChange: (event: { currentTarget: HTMLInputElement }) => {
      const next = { ...values, [name]: event.currentTarget.value };
      setValues(next);
      // Like the other forms: a shown error follows the typing; a new one waits for the blur.
      if (errors[name]) void check(next).then((found) => setErrors((shown) => ({ ...shown, [name]: found[name] })));
    },
    onBlur: () => void check(values).then((found) => setErrors((shown) => ({ ...shown, [name]: found[name] }))),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = await check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      failed();
      return;
    }
    setBusy(true);
    try {
      await login(values, chosen);
      notify('success', t`Giriş başarılı`);
      await navigate({ to: '/sirket-secim' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        setErrors(toFormErrors(error.fieldErrors, (key) => key));
        failed();
      } else {
        notify('error', errorText(i18n, error instanceof ApiError ? error.message : 'serverError'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Stack gap={4} align="center">
              <LogoImage />
              <Title order={2} ta="center">{t`Giriş Yap`}</Title>
            </Stack>
            {expired && (
              <Alert color="yellow" role="status">
                {t`Oturumunuz sona erdi. Yeniden giriş yaptığınızda değişiklikleriniz gönderilir.`}
              </Alert>
            )}
            <TextInput label={t`E-posta`} type="email" autoComplete="username" withAsterisk autoFocus {...field('email')} />
            <PasswordInput
              label={t`Şifre`}
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t`Şifreyi göster veya gizle` }}
              {...field('password')}
            />
            <SubmitButton loading={busy} fullWidth>
              {t`Giriş Yap`}
            </SubmitButton>
            <Center>
              <LanguageSwitch onChoose={setChosen} />
            </Center>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
