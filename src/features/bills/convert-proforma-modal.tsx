import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import * as v from 'valibot';
import { calendarDate, fileRef } from '../../domain/schema-fields';
import { localDate } from '../../domain/calendar';
import type { UploadedFile } from '../../domain/file';
import { textKey } from '../../domain/text-key';
import { billInputOf, saveBill } from '../../data/bill-save';
import { isBillNumberTaken, type BillRow } from '../../data/bills';
import type { KeptFileRef } from '../../data/files';
import { DateField } from '../../ui/date-field';
import { errorText } from '../../ui/error-text';
import { FileUploadField, type FileFieldValue } from '../../ui/file-upload-field';
import { notify } from '../../ui/notify';
import { useValuesForm } from '../../ui/use-schema-form';
import { useUploadWait } from '../../ui/use-upload-wait';

/**
 * What turning a proforma into a bill asks for: the real bill's number (a bill has one; as on the
 * bill form, at most 60 characters), its date and its file (docs/areas/bills.md: a bill's file is required).
 */
const conversionSchema = v.object(
  {
    faturaProformaNo: v.pipe(
      v.string('required'),
      v.trim(),
      v.check((number) => textKey(number) !== '', 'required'),
      v.maxLength(60, 'tooLong'),
    ),
    tarih: calendarDate,
    faturaFile: fileRef,
  },
  'required',
);

interface ConversionValues {
  faturaProformaNo: string;
  tarih: string;
  faturaFile: FileFieldValue;
}

/**
 * Turns a proforma into a bill (an update of the same record: it keeps its lines, plan and
 * payments) once the user has given the bill's number, date and file, checked as the bill form
 * checks them, the number new for the account among its bills on the device (`duplicateNumber`).
 */
export default function ConvertProformaModal({ bill, onClose }: { bill: BillRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const [saving, setSaving] = useState(false);
  const upload = useUploadWait();
  // The form holds the file field's pick (a file kept on the device, or uploaded); the schema judges it.
  const form = useValuesForm<ConversionValues>(conversionSchema, { faturaProformaNo: '', tarih: localDate(), faturaFile: null });
  const values = form.getValues();
  const input = (path: keyof ConversionValues) => ({ key: form.key(path), ...form.getInputProps(path) });

  const failed = () => notify('error', t`Kaydedilemedi, formda hatalar var`);

  const submit = upload.guard(
    form.onSubmit(async (given) => {
      const number = given.faturaProformaNo.trim();
      setSaving(true);
      try {
        if (
          await isBillNumberTaken({ cariHesap: bill.cariHesap, faturaTip: 'fatura', tip: bill.tip, faturaProformaNo: number }, bill._id)
        ) {
          form.setFieldError('faturaProformaNo', errorText(i18n, 'duplicateNumber'));
          failed();
          return;
        }
        const file = given.faturaFile as UploadedFile | KeptFileRef;
        await saveBill({ ...billInputOf(bill), faturaTip: 'fatura', faturaProformaNo: number, tarih: given.tarih }, file, bill._id);
        notify('success', t`Proforma faturaya dönüştürüldü`);
        onClose();
      } catch {
        notify('error', t`Proforma faturaya dönüştürülemedi`);
      } finally {
        setSaving(false);
      }
    }, failed),
  );

  return (
    <Modal opened onClose={onClose} title={t`Faturaya Dönüştür`} size="md">
      <form onSubmit={submit} noValidate data-testid="convert-form">
        <Stack>
          <Text size="sm" c="dimmed">
            {t`Proformanın kalemleri, ödeme planı ve ödemeleri faturaya geçer. Faturanın numarasını, tarihini ve dosyasını girin.`}
          </Text>
          <TextInput label={t`Fatura No`} withAsterisk {...input('faturaProformaNo')} data-testid="convert-number" />
          <DateField label={t`Fatura Tarihi`} withAsterisk {...input('tarih')} data-testid="convert-date" />
          <FileUploadField
            label={t`Fatura Dosyası`}
            required
            value={values.faturaFile}
            onChange={(value) => form.setFieldValue('faturaFile', value as never)}
            error={form.errors.faturaFile}
            onUploadingChange={upload.onUploadingChange}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`Vazgeç`}
            </Button>
            <Button type="submit" loading={saving} data-testid="convert-submit">
              {t`Faturaya Dönüştür`}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
