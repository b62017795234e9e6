import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { SignedInProvider, type Account, type AppServices } from '@/app/app-context'

/** A stand-in for a service a test does not use: any call says so instead of passing quietly. */
function unused(name: string): never {
  return new Proxy(
    {},
    {
      get: (_target, key) => () => {
        throw new Error(`${name}.${String(key)} is not part of this test`)
      },
    },
  ) as never
}

/** Options of {@link renderSignedIn}. */
export interface SignedInOptions {
  /** The services the component under test uses (in-memory repositories). */
  services?: Partial<AppServices>
  account?: Partial<Account>
}

/**
 * Renders a page or component the way the signed-in layout provides it: the account, the
 * services and a fresh query client (no retries, so failures show at once).
 */
export function renderSignedIn(ui: ReactNode, options: SignedInOptions = {}) {
  const queryClient =
    options.services?.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const services: AppServices = {
    data: unused('data'),
    profiles: unused('profiles'),
    reading: unused('reading'),
    lessons: unused('lessons'),
    staff: unused('staff'),
    emailPreferences: unused('emailPreferences'),
    integrations: unused('integrations'),
    helpCenter: unused('helpCenter'),
    chats: unused('chats'),
    ...options.services,
    queryClient,
  }
  const account: Account = {
    userId: 'user-1',
    email: 'ana@example.com',
    role: null,
    ...options.account,
  }
  const result = render(
    <SignedInProvider value={{ account, services }}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </SignedInProvider>,
  )
  return { ...result, queryClient, services, account }
}
