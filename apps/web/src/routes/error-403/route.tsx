import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'

export function Component() {
  return <StatusPage code="403" title={t('error.forbiddenTitle')} body={t('error.forbiddenBody')} />
}
