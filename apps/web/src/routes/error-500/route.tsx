import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'

export function Component() {
  return <StatusPage code="500" title={t('error.serverTitle')} body={t('error.serverBody')} />
}
