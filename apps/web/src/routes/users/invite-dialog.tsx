import type { StaffRole } from '@fabula/auth'
import { givableRoles, USERNAME_PATTERN, type AccountRole } from '@fabula/staff-api'
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@fabula/ui'
import * as React from 'react'
import * as v from 'valibot'
import { FormError, TextField } from '@/components/form-fields'
import { notify } from '@/app/notify'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n/staff'
import { useValibotForm } from '@/lib/form'
import { refusalMessage, useAccountAction } from './account-action'
import { ChoiceField } from './choice-field'

/** The invite form (the function checks the same again, and the role against the caller's). */
function inviteFormSchema(roles: readonly AccountRole[]) {
  return v.object({
    email: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.email(t('staff.users.emailInvalid')),
      v.maxLength(254, t('staff.users.emailInvalid')),
    ),
    role: v.picklist(roles),
    username: v.pipe(
      v.string(),
      v.trim(),
      v.toLowerCase(),
      v.check(
        (name) => name === '' || USERNAME_PATTERN.test(name),
        t('staff.users.usernameInvalid'),
      ),
    ),
  })
}

/** Props of {@link InviteDialog}. */
export interface InviteDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  actorRole: StaffRole | null
}

/** Invites someone by email with a role the caller may give (PRODUCT.md §2). */
export function InviteDialog({ open, onOpenChange, actorRole }: InviteDialogProps) {
  const roles = givableRoles(actorRole)
  const action = useAccountAction()
  const form = useValibotForm(inviteFormSchema(roles), async ({ email, role, username }) => {
    const result = await action.attempt({
      action: 'invite',
      email,
      role,
      ...(username ? { username } : {}),
      redirect_to: `${window.location.origin}${routeTable.authInvitation.href()}`,
    })
    if (!result.ok) {
      form.setFormError(refusalMessage(result.error))
      return
    }
    onOpenChange(false)
    notify.success(t('staff.users.invited', { email }))
  })
  const { setFormError } = form
  // A refusal belongs to the attempt it answered, not to the next opening.
  React.useEffect(() => {
    if (!open) setFormError(undefined)
  }, [open, setFormError])
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('staff.close')}>
        <DialogHeader>
          <DialogTitle>{t('staff.users.inviteTitle')}</DialogTitle>
          <DialogDescription>{t('staff.users.inviteDescription')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.onSubmit} className="grid gap-4">
          <FormError>{form.formError}</FormError>
          <TextField
            label={t('staff.users.email')}
            name="email"
            type="email"
            autoComplete="off"
            error={form.errors.email}
          />
          <ChoiceField
            label={t('staff.users.role')}
            name="role"
            options={roles}
            defaultValue={roles.includes('user') ? 'user' : (roles[0] ?? 'user')}
            labelFor={(role) => t(`users.role.${role}`)}
            error={form.errors.role}
          />
          <TextField
            label={t('staff.users.username')}
            name="username"
            autoComplete="off"
            description={t('staff.users.usernameHint')}
            error={form.errors.username}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t('staff.cancel')}
            </Button>
            <Button type="submit" disabled={!form.ready} loading={form.pending}>
              {t('staff.users.inviteSubmit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
