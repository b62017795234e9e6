import { Button } from '@fabula/ui'
import { NothingYet } from '@/components/nothing-yet'
import { Page } from '@/components/page'
import { PreloadLink } from '@/components/preload-link'
import { paths } from '@/config/paths'
import { t } from '@/i18n'

export function Component() {
  return (
    <Page title={t('page.readStories')} description={t('read.storiesDescription')}>
      <NothingYet
        body={t('empty.readStories')}
        action={
          <Button asChild>
            <PreloadLink to={paths.readGenerate.href()}>
              {t('dashboard.generateAction')}
            </PreloadLink>
          </Button>
        }
      />
    </Page>
  )
}
