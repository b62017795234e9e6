import { Button } from '@fabula/ui'
import { PreloadLink } from '@/components/preload-link'
import { StatusPage } from '@/components/status-page'
import { routeTable } from '@/app/route-table'
import { t } from '@/i18n'

export function Component() {
  return (
    <StatusPage
      code="401"
      title={t('error.unauthorizedTitle')}
      body={t('error.unauthorizedBody')}
      actions={
        <Button asChild variant="secondary">
          <PreloadLink to={routeTable.signIn.href()}>{t('error.signIn')}</PreloadLink>
        </Button>
      }
    />
  )
}
