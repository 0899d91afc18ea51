import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button, Center, Paper, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import { loginSchema } from '../../domain/auth';
import { ApiError } from '../../data/api';
import { login } from '../../data/session';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { toFormErrors, useSchemaForm } from '../../ui/use-schema-form';
import { LanguageSwitch } from '../../ui/language-switch';

/** Sign-in (SPEC §2, §5, §8): errors beside the fields, server errors mapped onto fields. */
export function LoginPage() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  const failed = () => notify('error', t`Giriş yapılmadı! Formda hatalar var`);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      await login(values);
      notify('success', t`Giriş başarılı`);
      await navigate({ to: '/sirket-secim' });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors.length > 0) {
        form.setErrors(toFormErrors(error.fieldErrors, (key) => errorText(i18n, key)));
        failed();
      } else {
        notify('error', errorText(i18n, error instanceof ApiError ? error.message : 'serverError'));
      }
    } finally {
      setBusy(false);
    }
  }, failed);

  return (
    <Center mih="100vh" p="md" bg="gray.0" component="main">
      <Paper withBorder shadow="sm" p="xl" radius="md" w={400} maw="100%">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Stack gap={4} align="center">
              <img src="/logo.svg" alt="" width={120} height={40} />
              <Title order={2} ta="center">{t`Giriş Yap`}</Title>
            </Stack>
            <TextInput
              label={t`E-posta`}
              type="email"
              autoComplete="username"
              withAsterisk
              autoFocus
              key={form.key('email')}
              {...form.getInputProps('email')}
            />
            <PasswordInput
              label={t`Şifre`}
              autoComplete="current-password"
              withAsterisk
              visibilityToggleButtonProps={{ 'aria-label': t`Şifreyi göster veya gizle` }}
              key={form.key('password')}
              {...form.getInputProps('password')}
            />
            <Button type="submit" loading={busy} fullWidth>
              {t`Giriş Yap`}
            </Button>
            <Center>
              <LanguageSwitch />
            </Center>
          </Stack>
        </form>
      </Paper>
    </Center>
  );
}
