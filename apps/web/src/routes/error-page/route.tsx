import { useParams } from 'react-router'
import { StatusPage } from '@/components/status-page'
import { t } from '@/i18n'

/** `/errors/:error` accepts a status code or its name and shows that error page. */
const ERROR_PAGES = {
  unauthorized: { code: '401', title: 'error.unauthorizedTitle', body: 'error.unauthorizedBody' },
  forbidden: { code: '403', title: 'error.forbiddenTitle', body: 'error.forbiddenBody' },
  'not-found': { code: '404', title: 'error.notFoundTitle', body: 'error.notFoundBody' },
  'internal-server-error': { code: '500', title: 'error.serverTitle', body: 'error.serverBody' },
  'maintenance-error': {
    code: '503',
    title: 'error.maintenanceTitle',
    body: 'error.maintenanceBody',
  },
} as const

type ErrorName = keyof typeof ERROR_PAGES

const BY_CODE: Record<string, ErrorName> = {
  '401': 'unauthorized',
  '403': 'forbidden',
  '404': 'not-found',
  '500': 'internal-server-error',
  '503': 'maintenance-error',
}

/** The error page a `:error` parameter names; unknown names show the 404 page. */
export function errorPageFor(param: string | undefined) {
  const name = param && param in ERROR_PAGES ? (param as ErrorName) : BY_CODE[param ?? '']
  return ERROR_PAGES[name ?? 'not-found']
}

export function Component() {
  const { error } = useParams()
  const page = errorPageFor(error)
  return <StatusPage code={page.code} title={t(page.title)} body={t(page.body)} />
}
