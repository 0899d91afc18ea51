import { useLingui } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { BankAccount } from '../domain/company';
import { formatIban } from './format';

/** The bank accounts of a supplier or a company, read-only. */
export function BankAccountsTable({ bankalar }: { bankalar: readonly BankAccount[] }) {
  const { t } = useLingui();
  if (bankalar.length === 0) return <Text c="dimmed">{t`Banka hesabı yok. Eklemek için Düzenle'yi kullanın.`}</Text>;
  return (
    <Table.ScrollContainer minWidth={720} type="native">
      <Table aria-label={t`Banka Hesapları`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t`Hesap Adı`}</Table.Th>
            <Table.Th>{t`Banka İsmi`}</Table.Th>
            <Table.Th>{t`Döviz Cinsi`}</Table.Th>
            <Table.Th>{t`IBAN`}</Table.Th>
            <Table.Th>{t`SWIFT Kodu`}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bankalar.map((bank, index) => (
            <Table.Tr key={`${bank.iban}-${index}`}>
              <Table.Td>{bank.hesapAdi}</Table.Td>
              <Table.Td>{bank.bankaIsmi}</Table.Td>
              <Table.Td>{bank.dovizCinsi}</Table.Td>
              <Table.Td ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {bank.iban ? formatIban(bank.iban) : bank.hesapNumarasi}
              </Table.Td>
              <Table.Td ff="monospace">{bank.swiftCode}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
