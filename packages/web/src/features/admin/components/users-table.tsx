import { type AdminUser, USER_ROLES, type UserRole } from '@jyotish/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Table,
  TableBody,
  TableCell,
  TableColumnHeader,
  TableHead,
  TableRow,
  TableRowHeader,
} from '@/components/ui/table';
import { toast } from '@/components/ui/toast';
import { apiBlob } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { useServerMessage } from '@/lib/use-server-message';
import { adminKeys, adminUsersQuery, patchAdminUser } from '../api/admin-requests';
import { UserWalletDialog } from './user-wallet-dialog';

/** Accounts, searchable and paged, with their role, a disable/enable switch and their wallet. */
export function UsersTable() {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const messageOf = useServerMessage();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [walletOf, setWalletOf] = useState<AdminUser | null>(null);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const query = q.trim() ? `?${new URLSearchParams({ q: q.trim() })}` : '';
      saveBlob(await apiBlob(`/api/admin/users.csv${query}`), 'users.csv');
    } finally {
      setExporting(false);
    }
  };
  const { data } = useQuery(adminUsersQuery(q, page));
  const update = useMutation({
    mutationFn: ({
      user,
      patch,
    }: {
      user: AdminUser;
      patch: Parameters<typeof patchAdminUser>[1];
    }) => patchAdminUser(user.id, patch),
    onSuccess: async () => {
      toast({ title: t('admin.updated') });
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
    },
    // The server's reason (e.g. an administrator cannot disable themselves), translated.
    onError: (error) => toast({ title: messageOf(error, t('generic')), variant: 'destructive' }),
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-users">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <input
          type="search"
          aria-label={t('admin.search')}
          placeholder={t('admin.search')}
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
          className="h-10 w-full max-w-sm rounded-lg border border-slate-300 px-3"
        />
        <div className="flex items-center gap-3">
          {data ? (
            <span className="text-sm text-slate-600">
              {t('admin.total', { count: data.total })}
            </span>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            disabled={exporting}
            onClick={() => void exportCsv()}
          >
            {t('admin.audit.export')}
          </Button>
        </div>
      </div>
      <Table>
        <TableHead>
          <TableColumnHeader>{t('admin.email')}</TableColumnHeader>
          <TableColumnHeader>{t('admin.name')}</TableColumnHeader>
          <TableColumnHeader>{t('admin.role')}</TableColumnHeader>
          <TableColumnHeader>{t('admin.status')}</TableColumnHeader>
          <TableColumnHeader>{t('admin.wallet.column')}</TableColumnHeader>
        </TableHead>
        <TableBody>
          {data?.users.map((user) => (
            <TableRow key={user.id}>
              <TableRowHeader>{user.email}</TableRowHeader>
              <TableCell>{user.name}</TableCell>
              <TableCell>
                <select
                  aria-label={`${t('admin.role')}: ${user.email}`}
                  value={user.role}
                  onChange={(event) =>
                    update.mutate({ user, patch: { role: event.target.value as UserRole } })
                  }
                  className="h-8 rounded border border-slate-300 px-2"
                >
                  {USER_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin.roles.${role}`)}
                    </option>
                  ))}
                </select>
              </TableCell>
              <TableCell>
                <Button
                  variant={user.disabled ? 'secondary' : 'ghost'}
                  size="sm"
                  onClick={() => update.mutate({ user, patch: { disabled: !user.disabled } })}
                >
                  {user.disabled ? t('admin.enable') : t('admin.disable')}
                </Button>{' '}
                <span className="text-slate-500">
                  {user.disabled ? t('admin.disabled') : t('admin.active')}
                </span>
              </TableCell>
              <TableCell>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t('admin.wallet.open', { user: user.email })}
                  onClick={() => setWalletOf(user)}
                >
                  {t('admin.wallet.column')}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div className="flex items-center gap-3">
        <Button
          variant="secondary"
          size="sm"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          {t('admin.previous')}
        </Button>
        <span className="text-sm text-slate-600">{t('admin.page', { page, pages })}</span>
        <Button
          variant="secondary"
          size="sm"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          {t('admin.next')}
        </Button>
      </div>
      {walletOf ? <UserWalletDialog user={walletOf} onClose={() => setWalletOf(null)} /> : null}
    </div>
  );
}
