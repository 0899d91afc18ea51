import { useMemo } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { CompanySummary } from '../../domain/company';
import { useCompanies } from '../../data/companies';
import { useCurrentUser } from '../../data/session';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';

/** Companies (docs/areas/companies-and-users.md): name, type, ship name; from the cached list, so it opens offline. */
export function CompanyListPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const companies = useCompanies() ?? [];
  const user = useCurrentUser();
  const columns = useMemo<ColumnDef<CompanySummary, string>[]>(
    () => [
      { id: 'isim', header: t`Şirket Adı`, accessorFn: (row) => row.isim },
      { id: 'tip', header: t`Tip`, accessorFn: (row) => row.tip, size: 220 },
      { id: 'gemi', header: t`Gemi Adı`, accessorFn: (row) => row.gemi?.adi ?? '', size: 260 },
    ],
    [t],
  );
  return (
    <>
      <PageHeader
        title={t`Şirketler`}
        count={companies.length}
        actions={
          user?.isAdmin
            ? [
                {
                  label: t`Şirket ekle`,
                  icon: <IconPlus size={16} />,
                  primary: true,
                  link: (props) => <Link to="/sirket/form" {...props} />,
                },
              ]
            : []
        }
      />
      <DataTable<CompanySummary>
        id="sirketler"
        data={companies}
        columns={columns}
        getRowId={(row) => row._id}
        label={t`Şirketler`}
        empty={{
          title: t`Henüz şirket yok.`,
          hint: user?.isAdmin ? t`“Şirket ekle” ile ilk şirketi oluşturun.` : t`Bir yöneticinin şirket eklemesini bekleyin.`,
        }}
        initialSort={[{ id: 'isim', desc: false }]}
        onRowClick={(row) => void navigate({ to: '/sirket/$sirketId', params: { sirketId: row._id } })}
      />
    </>
  );
}
