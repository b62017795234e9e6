import { EmptyState } from '@fabula/ui'
import { Inbox } from 'lucide-react'
import { t } from '@/i18n/pages'

/** The honest empty state of a screen whose data has not landed yet: no fake rows. */
export function NothingYet({ body, action }: { body: string; action?: React.ReactNode }) {
  return (
    <EmptyState
      icon={<Inbox aria-hidden />}
      title={t('empty.title')}
      description={body}
      {...(action ? { action } : {})}
    />
  )
}
