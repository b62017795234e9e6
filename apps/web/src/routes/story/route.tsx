import { useParams } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n'

export function Component() {
  const { id = '' } = useParams()
  return (
    <Page title={t('page.story')} description={t('read.storyDescription', { id })}>
      <NothingYet body={t('empty.story')} />
    </Page>
  )
}
