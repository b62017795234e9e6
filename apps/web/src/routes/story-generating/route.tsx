import { useSearchParams } from 'react-router'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { t } from '@/i18n'
import { generatingSearch } from '@/lib/search/schemas'

export function Component() {
  const [params] = useSearchParams()
  const { request } = generatingSearch.parse(params)
  return (
    <Page title={t('page.storyGenerating')} description={t('read.generatingDescription')}>
      <NothingYet
        body={request ? t('empty.storyGeneratingRequest', { request }) : t('empty.storyGenerating')}
      />
    </Page>
  )
}
