import {
  TOAST_POSITIONS,
  readNotificationPreferences,
  writeNotificationPreferences,
} from '@fabula/errors'
import type { NotificationPreferences } from '@fabula/errors'
import {
  Button,
  Label,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Separator,
  Skeleton,
  Switch,
} from '@fabula/ui'
import * as React from 'react'
import * as v from 'valibot'
import { notify, reportError } from '@/app/notify'
import { SettingsSection } from '@/components/settings-section'
import type { SettingsMessageKey as MessageKey } from '@/i18n/settings'
import { t } from '@/i18n/settings'
import { useAccount, useServices } from '@/app/app-context'
import { useEmailPreferences, useSaveEmailPreferences } from '@/lib/email-preferences'
import type { EmailPreferences } from '@/lib/email-preferences'

const PositionSchema = v.picklist(TOAST_POSITIONS)

function SwitchRow({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string
  label: string
  hint?: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}) {
  return (
    <div className="flex items-start justify-between gap-4 rounded-lg border p-4">
      <div className="space-y-1">
        <Label htmlFor={id}>{label}</Label>
        {hint && (
          <p id={`${id}-hint`} className="text-sm text-muted-foreground">
            {hint}
          </p>
        )}
      </div>
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onCheckedChange={onChange}
      />
    </div>
  )
}

const ERROR_SWITCHES: readonly [keyof Omit<NotificationPreferences, 'position'>, MessageKey][] = [
  ['showToasts', 'settings.errorShowToasts'],
  ['showDetails', 'settings.errorShowDetails'],
  ['persistCritical', 'settings.errorPersistCritical'],
  ['soundEnabled', 'settings.errorSound'],
]

const EMAIL_SWITCHES: readonly [keyof EmailPreferences, MessageKey, MessageKey][] = [
  ['product_updates', 'settings.emailProduct', 'settings.emailProductHint'],
  ['reading_reminders', 'settings.emailReminders', 'settings.emailRemindersHint'],
  ['weekly_progress', 'settings.emailWeekly', 'settings.emailWeeklyHint'],
]

/** The optional emails, read from and saved to the learner's row on the server. */
function EmailSwitches({ userId }: { userId: string }) {
  const { emailPreferences } = useServices()
  const query = useEmailPreferences(emailPreferences, userId)
  const save = useSaveEmailPreferences(emailPreferences, userId)
  if (query.isPending) return <Skeleton className="h-48 w-full" />
  if (query.isError) {
    return (
      <div role="alert" className="flex items-center justify-between gap-4 rounded-lg border p-4">
        <p className="text-sm">{t('settings.emailLoadFailed')}</p>
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('settings.emailRetry')}
        </Button>
      </div>
    )
  }
  const current = query.data
  return EMAIL_SWITCHES.map(([key, label, hint]) => (
    <SwitchRow
      key={key}
      id={`email-${key}`}
      label={t(label)}
      hint={t(hint)}
      checked={current[key]}
      onChange={(checked) =>
        save.mutate(
          { ...current, [key]: checked },
          {
            onSuccess: () => void notify.success(t('settings.saved')),
            onError: (error) => reportError(error),
          },
        )
      }
    />
  ))
}

export function Component() {
  const { userId } = useAccount()
  const [prefs, setPrefs] = React.useState(() => readNotificationPreferences())
  const save = (next: NotificationPreferences) => {
    setPrefs(next)
    if (writeNotificationPreferences(next)) notify.success(t('settings.saved'))
  }
  return (
    <SettingsSection
      title={t('page.settingsNotifications')}
      description={t('settings.notificationsDescription')}
    >
      <div className="grid gap-3">
        <h3 className="font-medium">{t('settings.emailHeading')}</h3>
        <EmailSwitches userId={userId} />
        <SwitchRow
          id="email-security"
          label={t('settings.emailSecurity')}
          hint={t('settings.emailSecurityHint')}
          checked
          disabled
        />
      </div>
      <Separator />
      <div className="grid gap-3">
        <h3 className="font-medium">{t('settings.errorHeading')}</h3>
        {ERROR_SWITCHES.map(([key, label]) => (
          <SwitchRow
            key={key}
            id={`error-${key}`}
            label={t(label)}
            checked={prefs[key]}
            onChange={(checked) => save({ ...prefs, [key]: checked })}
          />
        ))}
        <div className="flex items-center justify-between gap-4 rounded-lg border p-4">
          <Label htmlFor="error-position">{t('settings.errorPosition')}</Label>
          <Select
            value={prefs.position}
            onValueChange={(value) => {
              const parsed = v.safeParse(PositionSchema, value)
              if (parsed.success) save({ ...prefs, position: parsed.output })
            }}
          >
            <SelectTrigger id="error-position" className="w-44">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {TOAST_POSITIONS.map((position) => (
                <SelectItem key={position} value={position}>
                  {t(`settings.position.${position}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </SettingsSection>
  )
}
