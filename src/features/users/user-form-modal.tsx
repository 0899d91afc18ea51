import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Checkbox,
  Code,
  Group,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import type { ScopeGrant } from '../../domain/sync';
import { userUpdateSchema, type UserAccount, type UserUpdateInput } from '../../domain/user';
import { useCompanies } from '../../data/companies';
import { createUser, updateUser } from '../../data/users';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/notify';
import { showSaveError } from '../../ui/save-error';
import { useSchemaForm } from '../../ui/use-schema-form';
import { RecordHistory } from '../../ui/records/record-history';

type Level = ScopeGrant['yetki'] | 'none';

/**
 * Create or edit a user: name, e-mail, role, state, an optional password (a new user without one
 * gets a generated password, shown once), and the grant matrix (each company: none, read, write).
 */
export function UserFormModal({ user, onClose, onSaved }: { user: UserAccount | null; onClose: () => void; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const companies = useCompanies() ?? [];
  const [saving, setSaving] = useState(false);
  const [generated, setGenerated] = useState<string | null>(null);
  const form = useSchemaForm(userUpdateSchema, {
    email: user?.email ?? '',
    isim: user?.isim ?? '',
    password: undefined,
    admin: user?.admin ?? false,
    aktif: user?.aktif ?? true,
    sirketler: user?.sirketler ?? [],
  });
  const values = form.getValues();
  const levelOf = (id: string): Level => values.sirketler.find((grant) => grant._id === id)?.yetki ?? 'none';
  const setLevel = (id: string, level: Level) => {
    const rest = values.sirketler.filter((grant) => grant._id !== id);
    form.setFieldValue('sirketler', level === 'none' ? rest : [...rest, { _id: id, yetki: level }]);
  };

  const submit = form.onSubmit(
    async (input) => {
      setSaving(true);
      const body = input as UserUpdateInput;
      const password = body.password === '' ? undefined : body.password;
      try {
        if (user) {
          await updateUser(user._id, { ...body, password });
          notify('success', t`Kullanıcı kaydedildi`);
          onSaved();
          onClose();
        } else {
          const { aktif: _aktif, ...create } = body;
          const created = await createUser({ ...create, password });
          notify('success', t`Kullanıcı kaydedildi`);
          onSaved();
          if (created.password) setGenerated(created.password);
          else onClose();
        }
      } catch (error) {
        showSaveError(error, i18n, form.setErrors);
      } finally {
        setSaving(false);
      }
    },
    () => notify('error', t`Kaydedilemedi, formda hatalar var`),
  );

  if (generated) {
    return (
      <Modal opened onClose={onClose} title={t`Kullanıcı oluşturuldu`} size="md">
        <Stack>
          <Text size="sm">{t`Oluşturulan şifre yalnızca bir kez gösterilir; kullanıcıya güvenli bir yoldan iletin.`}</Text>
          <Code block data-testid="generated-password">
            {generated}
          </Code>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t`Tamam`}</Button>
          </Group>
        </Stack>
      </Modal>
    );
  }

  return (
    <Modal opened onClose={onClose} title={user ? t`Kullanıcı Düzenle` : t`Kullanıcı Oluştur`} size="xl">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label={t`Ad Soyad`} withAsterisk key={form.key('isim')} {...form.getInputProps('isim')} />
          <TextInput label={t`E-posta`} withAsterisk type="email" key={form.key('email')} {...form.getInputProps('email')} />
          <PasswordInput
            label={user ? t`Yeni şifre` : t`Şifre`}
            description={
              user
                ? t`En az 10 karakter; yaygın şifreler kabul edilmez. Boş bırakılırsa değişmez.`
                : t`En az 10 karakter; yaygın şifreler kabul edilmez. Boş bırakılırsa bir şifre oluşturulur.`
            }
            autoComplete="new-password"
            key={form.key('password')}
            {...form.getInputProps('password')}
            value={values.password ?? ''}
            onChange={(event) => form.setFieldValue('password', event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
          />
          <Group>
            <Checkbox label={t`Yönetici`} key={form.key('admin')} {...form.getInputProps('admin', { type: 'checkbox' })} />
            {user && <Switch label={t`Aktif`} key={form.key('aktif')} {...form.getInputProps('aktif', { type: 'checkbox' })} />}
          </Group>
          {values.admin ? (
            <Alert color="grape">{t`Yöneticiler tüm şirketleri görür ve yazar.`}</Alert>
          ) : (
            <Table withTableBorder aria-label={t`Şirket yetkileri`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Şirket`}</Table.Th>
                  <Table.Th>{t`Yetki`}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {companies.map((company) => (
                  <Table.Tr key={company._id}>
                    <Table.Td>{company.isim}</Table.Td>
                    <Table.Td>
                      <SegmentedControl
                        size="xs"
                        aria-label={company.isim}
                        value={levelOf(company._id)}
                        onChange={(value) => setLevel(company._id, value as Level)}
                        data={[
                          { value: 'none', label: t`Yok` },
                          { value: 'okuma', label: t`Okuma` },
                          { value: 'yazma', label: t`Yazma` },
                        ]}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {form.errors.sirketler && (
            <Text c="red" size="sm">
              {form.errors.sirketler}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>{t`İptal`}</Button>
            <SubmitButton loading={saving}>{t`Kaydet`}</SubmitButton>
          </Group>
          {user && <RecordHistory collection="user" id={user._id} />}
        </Stack>
      </form>
    </Modal>
  );
}
