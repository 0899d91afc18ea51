import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { CompanySummary } from '../../domain/company';
import { useCompanies } from '../../data/companies';
import { useCurrentUser } from '../../data/session';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';

/** Companies (SPEC §2): name, type, ship name; from the cached list, so it opens offline. */
export function CompanyListPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const companies = useCompanies() ?? [];
  const user = useCurrentUser();
  const columns = useMemo<ColumnDef<CompanySummary, string>[]>(
    () => [
      { id: 'isim', header: t`Şirket Adı`, accessorFn: (row) => row.isim },
      { id: 'tip', header: t`Tip`, accessorFn: (row) => row.tip },
      { id: 'gemi', header: t`Gemi Adı`, accessorFn: (row) => row.gemi?.adi ?? '' },
    ],
    [t],
  );
  return (
    <>
      <PageHeader title={t`Şirketler`}>
        {user?.isAdmin && (
          <Button renderRoot={(props) => <Link to="/sirket/form" {...props} />} leftSection={<IconPlus size={16} />}>
            {t`Şirket ekle`}
          </Button>
        )}
      </PageHeader>
      <DataTable
        data={companies}
        columns={columns}
        getRowId={(row) => row._id}
        label={t`Şirketler`}
        emptyText={t`Kayıt yok`}
        initialSort={[{ id: 'isim', desc: false }]}
        onRowClick={(row) => void navigate({ to: '/sirket/$sirketId', params: { sirketId: row._id } })}
      />
    </>
  );
}
