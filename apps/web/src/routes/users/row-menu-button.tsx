import { Button } from '@fabula/ui'
import { MoreHorizontal } from 'lucide-react'
import type * as React from 'react'
import { t } from '@/i18n/staff'

/** A row's actions button; also the stand-in until the menu's code is here. */
export function RowMenuButton({
  username,
  ...props
}: React.ComponentProps<typeof Button> & { username: string }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="size-8"
      aria-label={t('staff.users.rowActions', { username })}
      {...props}
    >
      <MoreHorizontal aria-hidden="true" />
    </Button>
  )
}
