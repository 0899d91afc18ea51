import { useLingui } from '@lingui/react/macro';
import type { UseFormReturnType } from '@mantine/form';
import { ActionIcon, Fieldset, Group, Select, SimpleGrid, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { emptyBankAccount, MAX_BANK_ACCOUNTS } from '../domain/bank-account';
import { CURRENCIES } from '../domain/currency';
import { AddItemButton } from './list-item-buttons';

interface BankAccountsFieldsetProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- shared by the account and company forms
  form: UseFormReturnType<any>;
  /** Rows that must remain: a supplier keeps at least one (docs/areas/accounts.md). */
  minRows: number;
}

/** The bank account list of a supplier or a company (docs/areas/accounts.md). */
export function BankAccountsFieldset({ form, minRows }: BankAccountsFieldsetProps) {
  const { t } = useLingui();
  const rows = (form.getValues().bankalar ?? []) as { hesapNumarasi?: string }[];
  const listError = form.errors.bankalar;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Text fw={600}>{t`Banka Hesapları`}</Text>
        <AddItemButton disabled={rows.length >= MAX_BANK_ACCOUNTS} onClick={() => form.insertListItem('bankalar', emptyBankAccount())}>
          {t`Banka hesabı ekle`}
        </AddItemButton>
      </Group>
      {listError && (
        <Text size="xs" c="red">
          {listError}
        </Text>
      )}
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <Fieldset key={form.key(`bankalar.${index}`)} legend={t`Banka hesabı ${n}`} data-testid="bank-account">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t`Hesap Adı`}
                withAsterisk
                key={form.key(`bankalar.${index}.hesapAdi`)}
                {...form.getInputProps(`bankalar.${index}.hesapAdi`)}
              />
              <Select
                label={t`Döviz Cinsi`}
                withAsterisk
                data={[...CURRENCIES]}
                allowDeselect={false}
                key={form.key(`bankalar.${index}.dovizCinsi`)}
                {...form.getInputProps(`bankalar.${index}.dovizCinsi`)}
              />
              <TextInput
                label={t`Banka İsmi`}
                withAsterisk
                key={form.key(`bankalar.${index}.bankaIsmi`)}
                {...form.getInputProps(`bankalar.${index}.bankaIsmi`)}
              />
              <TextInput
                label={t`SWIFT Kodu`}
                withAsterisk
                key={form.key(`bankalar.${index}.swiftCode`)}
                {...form.getInputProps(`bankalar.${index}.swiftCode`)}
              />
              {/* docs/areas/accounts.md: the IBAN is required when no account number is given. */}
              <TextInput
                label={t`IBAN`}
                withAsterisk={!row.hesapNumarasi}
                key={form.key(`bankalar.${index}.iban`)}
                {...form.getInputProps(`bankalar.${index}.iban`)}
              />
              <TextInput
                label={t`Hesap Numarası`}
                key={form.key(`bankalar.${index}.hesapNumarasi`)}
                {...form.getInputProps(`bankalar.${index}.hesapNumarasi`)}
              />
              <TextInput
                label={t`Hesap Ek Numarası`}
                key={form.key(`bankalar.${index}.hesapEkNumarasi`)}
                {...form.getInputProps(`bankalar.${index}.hesapEkNumarasi`)}
              />
              <TextInput
                label={t`Routing`}
                key={form.key(`bankalar.${index}.routing`)}
                {...form.getInputProps(`bankalar.${index}.routing`)}
              />
            </SimpleGrid>
            <Group justify="flex-end" mt="xs">
              <Tooltip label={rows.length > minRows ? t`Bu banka hesabını kaldır` : t`En az bir banka hesabı kalmalı`}>
                <ActionIcon
                  color="red"
                  variant="subtle"
                  aria-label={t`Banka hesabı ${n} kaldır`}
                  disabled={rows.length <= minRows}
                  onClick={() => form.removeListItem('bankalar', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
          </Fieldset>
        );
      })}
    </Stack>
  );
}
