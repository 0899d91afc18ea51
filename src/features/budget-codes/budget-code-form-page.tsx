import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Center, Group, Loader, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { budgetCodeSchema, type BudgetCodeType } from '../../domain/budget-code';
import { formValuesOf } from '../../domain/records/form-input';
import { hasParentCode, isBudgetCodeTaken, saveBudgetCode, useBudgetCode, type BudgetCodeInput } from '../../data/budget-codes';
import { useRecordOutbox } from '../../data/outbox-queries';
import { errorText } from '../../ui/error-text';
import { notify } from '../../ui/notify';
import { FormActions } from '../../ui/form-actions';
import { PageHeader } from '../../ui/page-header';
import { toFormErrors, useSchemaForm } from '../../ui/use-schema-form';
import { useFormFrame } from '../../ui/use-form-frame';
import { useAdminWriteGuard } from '../../ui/write-guard';
import { budgetStatusLabels, budgetTypeLabels } from '../../ui/records/budget-code-labels';

/** Create (with the tab's type) or edit a budget code, addressed by code and chart (SPEC §2, §5). */
export function BudgetCodeFormPage({ param, tip }: { param?: string; tip: BudgetCodeType }) {
  const { t } = useLingui();
  const existing = useBudgetCode(param ?? '', tip);
  const id = existing?._id;
  if (param && existing === undefined) {
    return (
      <Center p="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (param && existing === null) {
    return (
      <>
        <PageHeader
          title={t`Bütçe Kodu Düzenle`}
          crumbs={[{ label: t`Finans` }, { label: t`Bütçe Kodları`, link: (props) => <Link to="/finans/butce-kodu" search={{ tip }} {...props} /> }]}
        />
        <Text c="dimmed">{t`Bu bütçe kodu bulunamadı.`}</Text>
      </>
    );
  }
  const initial: BudgetCodeInput = existing
    ? formValuesOf('butceKodu', existing)
    : { kod: '', adi: '', tip, durum: 'aktif' };
  return <BudgetCodeForm id={id} initial={initial} />;
}

function BudgetCodeForm({ id, initial }: { id: string | undefined; initial: BudgetCodeInput }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const form = useSchemaForm(budgetCodeSchema, initial);
  const queued = useRecordOutbox('butceKodu', id);
  const rejected = queued.find((entry) => entry.state === 'rejected');
  const frame = useFormFrame(() => form.isDirty());
  const writeGuard = useAdminWriteGuard();
  const toFallback = () =>
    id
      ? navigate({ to: '/finans/butce-kodu/$butceKodu', params: { butceKodu: initial.kod }, search: { tip: initial.tip }, replace: true })
      : navigate({ to: '/finans/butce-kodu', search: { tip: initial.tip }, replace: true });

  // A change the server refused (422): its field errors are shown where the user fixes them.
  useEffect(() => {
    if (rejected?.error?.body.errors) {
      form.setErrors(toFormErrors(rejected.error.body.errors, (key) => errorText(i18n, key)));
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the rejected entry changes
  }, [rejected?.id]);

  const submit = writeGuard.guard(form.onSubmit(
    async (values) => {
      setSaving(true);
      try {
        const input = values as BudgetCodeInput;
        const kod = input.kod.trim();
        const taken = await isBudgetCodeTaken(input.tip, kod, id);
        const orphan = !(await hasParentCode(input.tip, kod));
        if (taken || orphan) {
          form.setFieldError('kod', errorText(i18n, taken ? 'codeTaken' : 'parentMissing'));
          notify('error', t`Kaydedilemedi, formda hatalar var`);
          frame.focusFirstError();
          return;
        }
        await saveBudgetCode({ ...input, kod, adi: input.adi.trim() }, id);
        notify('success', t`Bütçe kodu kaydedildi`);
        frame.markSaved();
        // A new code opens its own page (the form leaves history); an edit returns where it came from.
        if (id && kod === initial.kod) await frame.leave(toFallback);
        else await navigate({ to: '/finans/butce-kodu/$butceKodu', params: { butceKodu: kod }, search: { tip: input.tip }, replace: true });
      } finally {
        setSaving(false);
      }
    },
    () => {
      notify('error', t`Kaydedilemedi, formda hatalar var`);
      frame.focusFirstError();
    },
  ));

  const typeData = Object.entries(budgetTypeLabels).map(([value, label]) => ({ value, label: i18n._(label) }));
  const statusData = Object.entries(budgetStatusLabels).map(([value, label]) => ({ value, label: i18n._(label) }));
  const tip = form.getValues().tip as BudgetCodeType;

  return (
    <>
      <PageHeader
        title={id ? `${initial.kod} ${initial.adi}` : t`Bütçe Kodu Oluştur`}
        crumbs={[
          { label: t`Finans` },
          { label: t`Bütçe Kodları`, link: (props) => <Link to="/finans/butce-kodu" search={{ tip }} {...props} /> },
          ...(id
            ? [
                {
                  label: initial.kod,
                  link: (props: Record<string, unknown>) => (
                    <Link to="/finans/butce-kodu/$butceKodu" params={{ butceKodu: initial.kod }} search={{ tip: initial.tip }} {...props} />
                  ),
                },
                { label: t`Düzenle` },
              ]
            : [{ label: t`Yeni` }]),
        ]}
      />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <form onSubmit={submit} noValidate id={frame.formId}>
          <Stack>
            {writeGuard.alert}
            <TextInput
              label={t`Kod`}
              description={t`Noktalarla ayrılmış: ana kategori, alt kategori, kalem (ör. 740.01.001)`}
              withAsterisk
              inputMode="decimal"
              key={form.key('kod')}
              {...form.getInputProps('kod')}
            />
            <TextInput label={t`Adı`} withAsterisk key={form.key('adi')} {...form.getInputProps('adi')} />
            <Group grow align="flex-start">
              <Select
                label={t`Tip`}
                withAsterisk
                data={typeData}
                allowDeselect={false}
                key={form.key('tip')}
                {...form.getInputProps('tip')}
              />
              <Select
                label={t`Durum`}
                withAsterisk
                data={statusData}
                allowDeselect={false}
                key={form.key('durum')}
                {...form.getInputProps('durum')}
              />
            </Group>
            <FormActions saving={saving} blocked={writeGuard.blocked} onCancel={() => void frame.leave(toFallback)} />
          </Stack>
        </form>
      </Paper>
    </>
  );
}
