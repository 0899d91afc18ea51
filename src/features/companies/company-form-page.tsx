import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Anchor, Breadcrumbs, Center, Loader, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { companySchema, type CompanyInput } from '../../domain/company';
import { isValidImo } from '../../domain/identifiers';
import { ApiError } from '../../data/api';
import { createCompany, fetchCompany, updateCompany } from '../../data/companies';
import { useCurrentUser } from '../../data/session';
import { BankAccountsFieldset } from '../../ui/bank-accounts-fieldset';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { PageHeader } from '../../ui/page-header';
import { toFormErrors, useSchemaForm } from '../../ui/use-schema-form';

const EMPTY: CompanyInput = { isim: '', tip: '', adres: '', gemi: { adi: '', imo: '', bayrak: '' }, bankalar: [] };

/** Create or edit a company (administrators; online, as the server is the only copy). */
export function CompanyFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [initial, setInitial] = useState<CompanyInput | null>(id ? null : EMPTY);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!id) return;
    fetchCompany(id)
      .then(({ isim, tip, adres, gemi, bankalar }) =>
        setInitial({ isim, tip, adres, gemi, bankalar: bankalar.map((bank) => ({ ...bank })) }),
      )
      .catch(() => setMissing(true));
  }, [id]);

  const title = id ? t`Şirket Düzenle` : t`Şirket Oluştur`;
  if (!user?.isAdmin) {
    return (
      <>
        <PageHeader title={title} />
        <Alert color="orange">{t`Şirketleri yalnızca yöneticiler ekleyip düzenleyebilir.`}</Alert>
      </>
    );
  }
  if (missing) {
    return (
      <>
        <PageHeader title={title} />
        <Text c="dimmed">{t`Bu şirket bulunamadı.`}</Text>
      </>
    );
  }
  if (!initial) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  return <CompanyForm id={id} initial={initial} title={title} />;
}

function CompanyForm({ id, initial, title }: { id: string | undefined; initial: CompanyInput; title: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm(companySchema, initial);
  const imo = (form.getValues().gemi?.imo ?? '').trim();
  const imoWarning = imo.length > 0 && !form.errors['gemi.imo'] && /^(IMO\s*)?\d{7}$/i.test(imo) && !isValidImo(imo);

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        const saved = id ? await updateCompany(id, values as CompanyInput) : await createCompany(values as CompanyInput);
        const name = saved.isim;
        notify('success', t`${name} başarıyla kaydedildi`);
        await navigate({ to: '/sirket/$sirketId', params: { sirketId: saved._id } });
      } catch (error) {
        if (error instanceof ApiError && error.fieldErrors.length > 0) {
          form.setErrors(toFormErrors(error.fieldErrors, (key) => errorText(i18n, key)));
        }
        notify('error', errorText(i18n, error instanceof ApiError ? error.message : 'serverError'));
      } finally {
        setSaving(false);
      }
    },
    () => notify('error', t`Kaydedilemedi, formda hatalar var`),
  );

  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor renderRoot={(props) => <Link to="/sirket" {...props} />} size="sm">
          {t`Şirketler`}
        </Anchor>
        <Text size="sm">{id ? t`Düzenle` : t`Yeni`}</Text>
      </Breadcrumbs>
      <PageHeader title={title} />
      <form onSubmit={submit} noValidate>
        <Stack maw={960}>
          <Paper withBorder radius="md" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t`Şirket Adı`} withAsterisk key={form.key('isim')} {...form.getInputProps('isim')} />
              <TextInput label={t`Tip`} withAsterisk placeholder={t`Armatör, Acente…`} key={form.key('tip')} {...form.getInputProps('tip')} />
            </SimpleGrid>
            <Textarea label={t`Adres`} mt="sm" autosize minRows={2} key={form.key('adres')} {...form.getInputProps('adres')} />
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={4} mb="sm">{t`Gemi`}</Title>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t`Gemi Adı`} withAsterisk key={form.key('gemi.adi')} {...form.getInputProps('gemi.adi')} />
              <TextInput
                label={t`IMO`}
                withAsterisk
                inputMode="numeric"
                key={form.key('gemi.imo')}
                {...form.getInputProps('gemi.imo')}
                description={imoWarning ? t`Uyarı: IMO kontrol basamağı tutmuyor; numarayı gemi belgelerinden doğrulayın.` : undefined}
                styles={imoWarning ? { description: { color: 'var(--mantine-color-orange-7)' } } : undefined}
              />
              <TextInput label={t`Bayrak`} withAsterisk key={form.key('gemi.bayrak')} {...form.getInputProps('gemi.bayrak')} />
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <BankAccountsFieldset form={form} minRows={0} />
          </Paper>
          <FormActions saving={saving} />
        </Stack>
      </form>
    </>
  );
}
