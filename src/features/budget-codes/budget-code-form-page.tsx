import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Group, Paper, Select, TextInput } from '@mantine/core';
import { budgetCodeSchema, type BudgetCodeType } from '../../domain/budget-code';
import { formValuesOf } from '../../domain/records/form-input';
import { hasParentCode, isBudgetCodeTaken, saveBudgetCode, useBudgetCode, type BudgetCodeInput } from '../../data/budget-codes';
import { RecordForm } from '../../ui/record-form';
import { FormGate, FormHeader } from '../../ui/frames/form-frame';
import { useRecordForm } from '../../ui/use-record-form';
import { budgetStatusLabels, budgetTypeLabels } from '../../ui/records/budget-code-labels';
import { useBudgetCodePlace } from './budget-code-place';

/** Create (with the tab's type) or edit a budget code, addressed by code and chart (docs/areas/budget-codes.md). */
export function BudgetCodeFormPage({ param, tip }: { param?: string; tip: BudgetCodeType }) {
  const { t } = useLingui();
  return (
    <FormGate place={useBudgetCodePlace(tip)} id={param} record={useBudgetCode(param ?? '', tip)} title={t`Bütçe Kodu Düzenle`}>
      {(existing) => (
        <BudgetCodeForm
          id={existing?._id}
          initial={existing ? formValuesOf('butceKodu', existing) : { kod: '', adi: '', tip, durum: 'aktif' }}
        />
      )}
    </FormGate>
  );
}

function BudgetCodeForm({ id, initial }: { id: string | undefined; initial: BudgetCodeInput }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const toFallback = () =>
    id
      ? navigate({ to: '/finans/butce-kodu/$butceKodu', params: { butceKodu: initial.kod }, search: { tip: initial.tip }, replace: true })
      : navigate({ to: '/finans/butce-kodu', search: { tip: initial.tip }, replace: true });
  const record = useRecordForm({
    collection: 'butceKodu',
    id,
    schema: budgetCodeSchema,
    initial,
    access: 'admin',
    refuse: async (input) => {
      const kod = input.kod.trim();
      const taken = await isBudgetCodeTaken({ ...input, kod }, id);
      const orphan = !(await hasParentCode(input.tip, kod));
      return taken || orphan ? { path: 'kod', error: taken ? 'codeTaken' : 'parentMissing' } : null;
    },
    save: (input) => saveBudgetCode({ ...input, kod: input.kod.trim(), adi: input.adi.trim() }, id),
    savedText: () => t`Bütçe kodu kaydedildi`,
    // A new code opens its own page (the form leaves history); an edit returns where it came from.
    then: (_savedId, input, back) => {
      const kod = input.kod.trim();
      return id && kod === initial.kod
        ? back(toFallback)
        : navigate({ to: '/finans/butce-kodu/$butceKodu', params: { butceKodu: kod }, search: { tip: input.tip }, replace: true });
    },
  });
  const { form } = record;

  const typeData = Object.entries(budgetTypeLabels).map(([value, label]) => ({ value, label: i18n._(label) }));
  const statusData = Object.entries(budgetStatusLabels).map(([value, label]) => ({ value, label: i18n._(label) }));
  const tip = form.getValues().tip as BudgetCodeType;

  return (
    <>
      <FormHeader
        title={id ? `${initial.kod} ${initial.adi}` : t`Bütçe Kodu Oluştur`}
        place={useBudgetCodePlace(tip)}
        editing={Boolean(id)}
        record={
          id
            ? {
                label: initial.kod,
                link: (props) => (
                  <Link to="/finans/butce-kodu/$butceKodu" params={{ butceKodu: initial.kod }} search={{ tip: initial.tip }} {...props} />
                ),
              }
            : undefined
        }
      />
      <Paper withBorder radius="md" p="lg" maw={720}>
        <RecordForm record={record} onCancel={toFallback}>
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
            {(
              [
                ['tip', t`Tip`, typeData],
                ['durum', t`Durum`, statusData],
              ] as const
            ).map(([path, label, data]) => (
              <Select key={form.key(path)} label={label} withAsterisk data={data} allowDeselect={false} {...form.getInputProps(path)} />
            ))}
          </Group>
        </RecordForm>
      </Paper>
    </>
  );
}
