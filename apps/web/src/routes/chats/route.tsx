import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n/more'

export function Component() {
  return (
    <Page title={t('page.chats')} description={t('chats.description')}>
      <NothingYet body={t('empty.chats')} />
    </Page>
  )
}
