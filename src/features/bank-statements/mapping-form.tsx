import { useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, SegmentedControl, Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import { STATEMENT_DATE_FORMATS, type StatementDateFormat, type StatementMapping } from '../../domain/statements/csv-mapping';
import { notify } from '../../ui/notify';
import { labelsOf, saveMapping, textOf } from './saved-mappings';

/**
 * A bank's column mapping (docs/areas/bank-statements.md §1.3, §8): the date column and its format,
 * the decimal mark, one signed amount or debit and credit columns. The header row is found and the
 * footer rows skipped by the reader; "Kaydet" keeps the mapping on this device under the bank's name.
 */
export function MappingForm({ mapping, onChange }: { mapping: StatementMapping; onChange: (mapping: StatementMapping) => void }) {
  const { t } = useLingui();
  const columns = (name: keyof StatementMapping['sutunlar'], text: string) =>
    onChange({ ...mapping, sutunlar: { ...mapping.sutunlar, [name]: labelsOf(text) } });
  return (
    <Paper withBorder p="md" data-testid="mapping-form">
      <Text fw={600} mb="xs">{t`Sütun eşleştirmesi`}</Text>
      <Text size="xs" c="dimmed" mb="sm">
        {t`Başlık satırı kendiliğinden bulunur, alttaki toplam ve not satırları atlanır. Bir sütunun birden çok adı | ile ayrılır.`}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Banka`}
          value={mapping.banka}
          onChange={(event) => onChange({ ...mapping, banka: event.currentTarget.value.slice(0, 60) })}
          data-testid="mapping-bank"
        />
        <TextInput
          label={t`Tarih sütunu`}
          value={textOf(mapping.sutunlar.tarih)}
          onChange={(event) => columns('tarih', event.currentTarget.value)}
          data-testid="mapping-date"
        />
        <Select
          label={t`Tarih biçimi`}
          data={[...STATEMENT_DATE_FORMATS]}
          value={mapping.tarihBicimi}
          onChange={(value) => value && onChange({ ...mapping, tarihBicimi: value as StatementDateFormat })}
          allowDeselect={false}
        />
        <Select
          label={t`Ondalık ayracı`}
          data={[
            { value: ',', label: t`Virgül (1.234,56)` },
            { value: '.', label: t`Nokta (1,234.56)` },
          ]}
          value={mapping.ondalik}
          onChange={(value) => value && onChange({ ...mapping, ondalik: value as ',' | '.' })}
          allowDeselect={false}
        />
      </SimpleGrid>
      <SegmentedControl
        mt="sm"
        data={[
          { value: 'isaretli', label: t`İşaretli tek tutar` },
          { value: 'borcAlacak', label: t`Borç / alacak sütunları` },
        ]}
        value={mapping.tutarTuru}
        onChange={(value) => onChange({ ...mapping, tutarTuru: value as StatementMapping['tutarTuru'] })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
        {mapping.tutarTuru === 'isaretli' ? (
          <TextInput
            label={t`Tutar sütunu`}
            value={textOf(mapping.sutunlar.tutar)}
            onChange={(event) => columns('tutar', event.currentTarget.value)}
          />
        ) : (
          <>
            <TextInput
              label={t`Borç sütunu`}
              value={textOf(mapping.sutunlar.borc)}
              onChange={(event) => columns('borc', event.currentTarget.value)}
            />
            <TextInput
              label={t`Alacak sütunu`}
              value={textOf(mapping.sutunlar.alacak)}
              onChange={(event) => columns('alacak', event.currentTarget.value)}
            />
          </>
        )}
        <TextInput
          label={t`Açıklama sütunu`}
          value={textOf(mapping.sutunlar.aciklama)}
          onChange={(event) => columns('aciklama', event.currentTarget.value)}
        />
        <TextInput
          label={t`Bakiye sütunu`}
          value={textOf(mapping.sutunlar.bakiye)}
          onChange={(event) => columns('bakiye', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button
          variant="light"
          disabled={!mapping.banka.trim() || mapping.sutunlar.tarih.length === 0}
          onClick={() => {
            saveMapping({ ...mapping, banka: mapping.banka.trim() });
            notify('success', t`Eşleştirme bu cihazda kaydedildi.`);
          }}
          data-testid="mapping-save"
        >
          {t`Eşleştirmeyi kaydet`}
        </Button>
      </Group>
    </Paper>
  );
}
