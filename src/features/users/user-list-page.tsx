import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Alert, Badge, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ColumnDef } from '@tanstack/react-table';
import type { UserAccount } from '../../domain/user';
import { ApiError } from '../../data/api';
import { useCurrentUser } from '../../data/session';
import { listUsers } from '../../data/users';
import { DataTable } from '../../ui/data-table';
import { errorText } from '../../ui/error-text';
import { formatDateTime } from '../../ui/format';
import { PageHeader } from '../../ui/page-header';

/** The form (grant matrix, password, the user's history) loads when a user is opened. */
const UserFormModal = lazy(() => import('./user-form-modal').then((module) => ({ default: module.UserFormModal })));

/** /user/user-add (administrators): every user, with their role, state and last sign-in. */
export function UserListPage() {
  const { t, i18n } = useLingui();
  const me = useCurrentUser();
  const [users, setUsers] = useState<UserAccount[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The user being edited, `'new'` for a new one, null when the form is closed. */
  const [editing, setEditing] = useState<UserAccount | 'new' | null>(null);

  const reload = useCallback(() => {
    listUsers()
      .then((list) => {
        setUsers(list);
        setFailure(null);
      })
      .catch((error: unknown) => setFailure(error instanceof ApiError ? error.message : 'serverError'));
  }, []);
  useEffect(() => {
    if (me?.isAdmin) reload();
  }, [me?.isAdmin, reload]);

  const columns = useMemo<ColumnDef<UserAccount, string>[]>(
    () => [
      { id: 'isim', header: t`Ad Soyad`, accessorFn: (row) => row.isim },
      { id: 'email', header: t`E-posta`, accessorFn: (row) => row.email },
      {
        id: 'rol',
        header: t`Rol`,
        accessorFn: (row) => (row.admin ? t`Yönetici` : t`Kullanıcı`),
        cell: ({ row }) =>
          row.original.admin ? <Badge size="sm" color="grape" variant="light">{t`Yönetici`}</Badge> : <Text size="sm">{t`Kullanıcı`}</Text>,
      },
      {
        id: 'aktif',
        header: t`Durum`,
        accessorFn: (row) => (row.aktif ? t`Aktif` : t`Pasif`),
        cell: ({ row }) => (
          <Badge size="sm" color={row.original.aktif ? 'green' : 'gray'} variant="light">
            {row.original.aktif ? t`Aktif` : t`Pasif`}
          </Badge>
        ),
      },
      { id: 'sirketler', header: t`Şirket Yetkileri`, accessorFn: (row) => (row.admin ? t`Tümü` : String(row.sirketler.length)) },
      {
        id: 'sonGiris',
        header: t`Son Giriş`,
        accessorFn: (row) => row.sonGiris ?? '',
        cell: ({ row }) => (row.original.sonGiris ? formatDateTime(row.original.sonGiris) : '—'),
      },
    ],
    [t],
  );

  if (!me?.isAdmin) {
    return (
      <>
        <PageHeader title={t`Kullanıcılar`} />
        <Alert color="orange">{t`Kullanıcıları yalnızca yöneticiler yönetebilir.`}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={t`Kullanıcılar`}
        count={users?.length}
        actions={[{ label: t`Kullanıcı ekle`, icon: <IconPlus size={16} />, primary: true, onClick: () => setEditing('new') }]}
      />
      {failure && (
        <Alert color="red" mb="sm">
          {errorText(i18n, failure)}
        </Alert>
      )}
      <DataTable<UserAccount>
        id="kullanicilar"
        data={users ?? []}
        columns={columns}
        getRowId={(row) => row._id}
        label={t`Kullanıcılar`}
        empty={{
          title: users ? t`Henüz kullanıcı yok.` : t`Yükleniyor…`,
          hint: users ? t`“Kullanıcı ekle” ile ilk kullanıcıyı oluşturun.` : undefined,
        }}
        initialSort={[{ id: 'isim', desc: false }]}
        onRowClick={(row) => setEditing(row)}
      />
      {editing && (
        <Suspense fallback={null}>
          <UserFormModal user={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => reload()} />
        </Suspense>
      )}
    </>
  );
}
