import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Group, Paper, PasswordInput, Select, Stack, TextInput, Title } from '@mantine/core';
import {
  passwordChangeSchema,
  userSettingsSchema,
  type Language,
  type PasswordChangeInput,
  type UserSettingsInput,
} from '../../domain/user';
import { useLanguage } from '../../data/i18n';
import { useCurrentUser } from '../../data/session';
import { changePassword, saveSettings } from '../../data/users';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/notify';
import { PageHeader } from '../../ui/page-header';
import { showSaveError } from '../../ui/save-error';
import { useSchemaForm } from '../../ui/use-schema-form';

/** /user/settings: the signed-in user's name, language (kept on the server) and password. */
export function UserSettingsPage() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Hesap Ayarları`} />
      <Stack maw={640}>
        <ProfileForm />
        <PasswordForm />
      </Stack>
    </>
  );
}

/**
 * A settings form's save: `saving` while it runs; a refusal shows on the fields the server names and
 * in a notice.
 */
function useSave(form: { setErrors: (errors: Record<string, string>) => void }) {
  const { i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const run = async (save: () => Promise<void>) => {
    setSaving(true);
    try {
      await save();
    } catch (error) {
      showSaveError(error, i18n, form.setErrors);
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}

function ProfileForm() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const language = useLanguage();
  const form = useSchemaForm(userSettingsSchema, { isim: user?.name ?? '', dil: user?.dil ?? language });
  const { saving, run } = useSave(form);
  const submit = form.onSubmit((values) =>
    run(async () => {
      await saveSettings(values as UserSettingsInput);
      notify('success', t`Ayarlar kaydedildi`);
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Title order={4} mb="sm">{t`Profil`}</Title>
      <Stack>
        <TextInput label={t`Ad Soyad`} withAsterisk key={form.key('isim')} {...form.getInputProps('isim')} />
        <Select
          label={t`Dil`}
          allowDeselect={false}
          data={[
            { value: 'tr', label: 'Türkçe' },
            { value: 'en', label: 'English' },
          ]}
          key={form.key('dil')}
          {...form.getInputProps('dil')}
          onChange={(value) => form.setFieldValue('dil', (value ?? 'tr') as Language)}
        />
        <Group justify="flex-end">
          <SubmitButton loading={saving}>{t`Kaydet`}</SubmitButton>
        </Group>
      </Stack>
    </Paper>
  );
}

function PasswordForm() {
  const { t } = useLingui();
  const form = useSchemaForm(passwordChangeSchema, { current: '', password: '' });
  const { saving, run } = useSave(form);
  const submit = form.onSubmit((values) =>
    run(async () => {
      await changePassword(values as PasswordChangeInput);
      form.reset();
      notify('success', t`Şifre değiştirildi; diğer cihazlardaki oturumlar kapatıldı`);
    }),
  );
  return (
    <Paper withBorder radius="md" p="lg" component="form" onSubmit={submit} noValidate>
      <Title order={4} mb="sm">{t`Şifre Değiştir`}</Title>
      <Stack>
        <PasswordInput
          label={t`Mevcut şifre`}
          autoComplete="current-password"
          withAsterisk
          key={form.key('current')}
          {...form.getInputProps('current')}
        />
        <PasswordInput
          label={t`Yeni şifre`}
          description={t`En az 10 karakter; yaygın şifreler kabul edilmez`}
          autoComplete="new-password"
          withAsterisk
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <SubmitButton loading={saving}>{t`Şifreyi değiştir`}</SubmitButton>
        </Group>
      </Stack>
    </Paper>
  );
}
