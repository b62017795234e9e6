import type { AuditEntry, StaffAccount } from '@fabula/staff-api'
import { useUserAudit } from '@fabula/staff-api/react'
import {
  Badge,
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  Skeleton,
  UserStatusBadge,
} from '@fabula/ui'
import { useServices } from '@/app/app-context'
import { formatDateTime, t } from '@/i18n/staff'

const roleName = (role: unknown) =>
  typeof role === 'string' && ['superadmin', 'admin', 'manager', 'cashier', 'user'].includes(role)
    ? t(`users.role.${role as 'user'}`)
    : String(role)

/** One audit entry in words: who did what, with the details it recorded. */
function describe(entry: AuditEntry): string {
  const actor = entry.actor_email
  switch (entry.action) {
    case 'invite':
      return t('staff.audit.invite', { actor, role: roleName(entry.details['role']) })
    case 'set_role':
      return t('staff.audit.set_role', {
        actor,
        from: roleName(entry.details['from']),
        to: roleName(entry.details['to']),
      })
    default:
      return t(`staff.audit.${entry.action}`, { actor })
  }
}

function History({ userId }: { userId: string }) {
  const { staff } = useServices()
  const audit = useUserAudit(staff, userId)
  if (audit.isPending) return <Skeleton className="h-16 w-full" />
  if (audit.isError)
    return <p className="text-sm text-destructive">{t('staff.users.historyFailed')}</p>
  if (audit.data.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('staff.users.historyEmpty')}</p>
  }
  return (
    <ol className="grid gap-3" data-testid="user-history">
      {audit.data.map((entry) => (
        <li key={entry.id} className="grid gap-0.5 border-s-2 ps-3 text-sm">
          <span>{describe(entry)}</span>
          <time dateTime={entry.created_at} className="text-xs text-muted-foreground">
            {formatDateTime(entry.created_at)}
          </time>
        </li>
      ))}
    </ol>
  )
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  )
}

/** Props of {@link UserSheet}. */
export interface UserSheetProps {
  account: StaffAccount | null
  onClose: () => void
}

/** An account's details and its audit trail (who did what to it, and when). */
export function UserSheet({ account, onClose }: UserSheetProps) {
  return (
    <Sheet open={account !== null} onOpenChange={(open) => !open && onClose()}>
      <SheetContent closeLabel={t('staff.close')} className="sm:max-w-md">
        {account ? (
          <>
            <SheetHeader>
              <SheetTitle>{account.username}</SheetTitle>
              <SheetDescription>{t('staff.users.detailDescription')}</SheetDescription>
            </SheetHeader>
            <dl className="grid gap-2 px-4">
              <Detail label={t('staff.users.col.email')}>{account.email}</Detail>
              <Detail label={t('staff.users.detailName')}>{account.name ?? '—'}</Detail>
              <Detail label={t('staff.users.col.role')}>
                <Badge variant="outline">{roleName(account.role)}</Badge>
              </Detail>
              <Detail label={t('staff.users.col.status')}>
                <UserStatusBadge status={account.status}>
                  {t(`users.status.${account.status}`)}
                </UserStatusBadge>
              </Detail>
              <Detail label={t('staff.users.col.created')}>
                {formatDateTime(account.created_at)}
              </Detail>
              {account.invited_at ? (
                <Detail label={t('staff.users.detailInvited')}>
                  {formatDateTime(account.invited_at)}
                </Detail>
              ) : null}
              <Detail label={t('staff.users.detailConfirmed')}>
                {formatDateTime(account.confirmed_at) ?? '—'}
              </Detail>
              <Detail label={t('staff.users.col.lastSignIn')}>
                {formatDateTime(account.last_sign_in_at) ?? t('staff.never')}
              </Detail>
            </dl>
            <section className="grid gap-3 px-4 pb-6" aria-labelledby="user-history-heading">
              <h2 id="user-history-heading" className="text-sm font-semibold">
                {t('staff.users.history')}
              </h2>
              <History userId={account.id} />
            </section>
          </>
        ) : null}
      </SheetContent>
    </Sheet>
  )
}
