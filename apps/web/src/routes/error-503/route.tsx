import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'

export function Component() {
  return (
    <StatusPage
      code="503"
      title={t('error.maintenanceTitle')}
      body={t('error.maintenanceBody')}
      minimal
    />
  )
}
