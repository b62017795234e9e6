import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'

export function Component() {
  return <StatusPage code="404" title={t('error.notFoundTitle')} body={t('error.notFoundBody')} />
}
