import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Alert, Checkbox, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { companySchema, DEFAULT_PAYROLL_SETTINGS, statementToleranceOf, type CompanyInput } from '../../domain/company';
import { decimalText, SCALES } from '../../domain/money';
import { DecimalInput } from '../../ui/decimal-input';
import { isValidImo } from '../../domain/identifiers';
import { createCompany, fetchCompany, updateCompany } from '../../data/companies';
import { useCurrentUser } from '../../data/session';
import { BankAccountsFieldset } from '../../ui/bank-accounts-fieldset';
import { notify } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { PageHeader } from '../../ui/page-header';
import { PageLoading } from '../../ui/record-page';
import { showSaveError } from '../../ui/save-error';
import { useSchemaForm } from '../../ui/use-schema-form';
import { useFormFrame } from '../../ui/use-form-frame';

const EMPTY: CompanyInput = {
  isim: '',
  tip: '',
  adres: '',
  vergiDairesi: '',
  vergiNumarasi: '',
  gemi: { adi: '', imo: '', bayrak: '', tugs: false },
  bankalar: [],
  bordroAyarlari: DEFAULT_PAYROLL_SETTINGS,
  ekstreToleransi: decimalText(statementToleranceOf(null), SCALES.amount),
};

/** The SGK incentive points a company may take (5510 art. 81: 5 points; some programmes 4), in thousandths of a percent. */
const INCENTIVES = [
  { value: '0', label: '0' },
  { value: '4000', label: '4' },
  { value: '5000', label: '5' },
];

/** Create or edit a company (administrators; online, as the server is the only copy). */
export function CompanyFormPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const user = useCurrentUser();
  const [initial, setInitial] = useState<CompanyInput | null>(id ? null : EMPTY);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!id) return;
    fetchCompany(id)
      .then(({ isim, tip, adres, vergiDairesi, vergiNumarasi, gemi, bankalar, bordroAyarlari, ekstreToleransi }) =>
        setInitial({
          isim,
          tip,
          adres,
          vergiDairesi: vergiDairesi ?? '',
          vergiNumarasi: vergiNumarasi ?? '',
          gemi: { ...gemi, tugs: gemi.tugs === true },
          bankalar: bankalar.map((bank) => ({ ...bank })),
          bordroAyarlari: bordroAyarlari ?? DEFAULT_PAYROLL_SETTINGS,
          ekstreToleransi: decimalText(statementToleranceOf({ ekstreToleransi }), SCALES.amount),
        }),
      )
      .catch(() => setMissing(true));
  }, [id]);

  const title = id ? t`Şirket Düzenle` : t`Şirket Oluştur`;
  if (!user?.isAdmin) {
    return (
      <>
        <PageHeader title={title} crumbs={[{ label: t`Şirketler`, link: (props) => <Link to="/sirket" {...props} /> }]} />
        <Alert color="orange">{t`Şirketleri yalnızca yöneticiler ekleyip düzenleyebilir.`}</Alert>
      </>
    );
  }
  if (missing) {
    return (
      <>
        <PageHeader title={title} crumbs={[{ label: t`Şirketler`, link: (props) => <Link to="/sirket" {...props} /> }]} />
        <Text c="dimmed">{t`Bu şirket bulunamadı.`}</Text>
      </>
    );
  }
  if (!initial) {
    return <PageLoading />;
  }
  return <CompanyForm id={id} initial={initial} title={title} />;
}

function CompanyForm({ id, initial, title }: { id: string | undefined; initial: CompanyInput; title: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm(companySchema, initial);
  const frame = useFormFrame(() => form.isDirty());
  const toFallback = () =>
    id ? navigate({ to: '/sirket/$sirketId', params: { sirketId: id }, replace: true }) : navigate({ to: '/sirket', replace: true });
  const imo = (form.getValues().gemi?.imo ?? '').trim();
  const imoWarning = imo.length > 0 && !form.errors['gemi.imo'] && /^(IMO\s*)?\d{7}$/i.test(imo) && !isValidImo(imo);

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        const saved = id ? await updateCompany(id, values as CompanyInput) : await createCompany(values as CompanyInput);
        const name = saved.isim;
        notify('success', t`${name} başarıyla kaydedildi`);
        frame.markSaved();
        // A new company opens its own page; an edit returns where it came from.
        if (id) await frame.leave(toFallback);
        else await navigate({ to: '/sirket/$sirketId', params: { sirketId: saved._id }, replace: true });
      } catch (error) {
        if (showSaveError(error, i18n, form.setErrors)) frame.focusFirstError();
      } finally {
        setSaving(false);
      }
    },
    () => {
      notify('error', t`Kaydedilemedi, formda hatalar var`);
      frame.focusFirstError();
    },
  );

  return (
    <>
      <PageHeader
        title={id ? initial.isim || title : title}
        crumbs={[
          { label: t`Şirketler`, link: (props) => <Link to="/sirket" {...props} /> },
          ...(id
            ? [
                {
                  label: initial.isim,
                  link: (props: Record<string, unknown>) => <Link to="/sirket/$sirketId" params={{ sirketId: id }} {...props} />,
                },
                { label: t`Düzenle` },
              ]
            : [{ label: t`Yeni` }]),
        ]}
      />
      <form onSubmit={submit} noValidate id={frame.formId}>
        <Stack maw={960}>
          <Paper withBorder radius="md" p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t`Şirket Adı`} withAsterisk key={form.key('isim')} {...form.getInputProps('isim')} />
              <TextInput
                label={t`Tip`}
                withAsterisk
                placeholder={t`Armatör, Acente…`}
                key={form.key('tip')}
                {...form.getInputProps('tip')}
              />
            </SimpleGrid>
            <Textarea label={t`Adres`} mt="sm" autosize minRows={2} key={form.key('adres')} {...form.getInputProps('adres')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mt="sm">
              <TextInput label={t`Vergi Dairesi`} key={form.key('vergiDairesi')} {...form.getInputProps('vergiDairesi')} />
              <TextInput
                label={t`Vergi Numarası`}
                inputMode="numeric"
                maxLength={14}
                key={form.key('vergiNumarasi')}
                {...form.getInputProps('vergiNumarasi')}
                data-testid="company-vkn"
              />
            </SimpleGrid>
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
            <Checkbox
              mt="md"
              label={t`Türk Uluslararası Gemi Siciline (TUGS) kayıtlı`}
              description={t`Gemi adamlarının ücretleri gelir vergisinden istisnadır (4490 s. Kanun, md. 12).`}
              key={form.key('gemi.tugs')}
              {...form.getInputProps('gemi.tugs', { type: 'checkbox' })}
              data-testid="company-tugs"
            />
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <Title order={4} mb="sm">{t`Bordro`}</Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Checkbox
                label={t`Ücretlerde damga vergisinden muaf`}
                key={form.key('bordroAyarlari.damgaMuaf')}
                {...form.getInputProps('bordroAyarlari.damgaMuaf', { type: 'checkbox' })}
                data-testid="company-stamp-exempt"
              />
              <Select
                label={t`SGK teşvik puanı`}
                data={INCENTIVES}
                allowDeselect={false}
                value={String(form.getValues().bordroAyarlari?.tesvikPuani ?? 0)}
                onChange={(value) => form.setFieldValue('bordroAyarlari.tesvikPuani', Number(value ?? 0))}
                data-testid="company-incentive"
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder radius="md" p="lg">
            <BankAccountsFieldset form={form} minRows={0} />
            <DecimalInput
              mt="md"
              maw={320}
              label={t`Ekstre eşleştirme toleransı`}
              description={t`Ekstre satırı, adını andığı kalemden bu kadar farklıysa önerilir; fark banka masrafı olarak kaydedilir.`}
              decimalScale={2}
              key={form.key('ekstreToleransi')}
              {...form.getInputProps('ekstreToleransi')}
              data-testid="company-statement-tolerance"
            />
          </Paper>
          <FormActions saving={saving} onCancel={() => void frame.leave(toFallback)} />
        </Stack>
      </form>
    </>
  );
}
