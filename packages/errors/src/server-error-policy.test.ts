import { describe, expect, it } from 'vitest'
import { mutationErrorAction, queryErrorAction, shouldRetryQuery } from './index.js'

describe('shouldRetryQuery', () => {
  it.each([
    [0, { status: 500 }, true],
    [2, { status: 500 }, true],
    [3, { status: 500 }, false],
    [0, new TypeError('Failed to fetch'), true],
    [0, { status: 401 }, false],
    [0, { response: { status: 403 } }, false],
    [0, { status: 404 }, true],
  ] as const)('after %s failures with %j → %s', (failureCount, error, retry) => {
    expect(shouldRetryQuery(failureCount, error)).toBe(retry)
  })
})

describe('queryErrorAction', () => {
  it('sends a 401 to sign-in with the session reset', () => {
    expect(queryErrorAction({ status: 401 })).toMatchObject({
      message: 'Session expired!',
      resetSession: true,
      redirectTo: '/sign-in',
      notify: false,
      record: { code: 'INVALID_CREDENTIALS', context: { status: 401, source: 'query' } },
    })
  })

  it('sends a 500 to the error page', () => {
    expect(queryErrorAction({ status: 500 })).toMatchObject({
      message: 'Internal Server Error!',
      resetSession: false,
      redirectTo: '/500',
      notify: false,
    })
  })

  it('sends a 403 to the forbidden page without a toast (seed §6)', () => {
    expect(queryErrorAction({ status: 403 })).toMatchObject({
      resetSession: false,
      redirectTo: '/403',
      notify: false,
    })
    expect(queryErrorAction({ status: 403 }).message).toBeUndefined()
  })

  it("uses the app's own paths", () => {
    const paths = { signIn: '/login', serverError: '/oops', forbidden: '/denied' }
    expect(queryErrorAction({ status: 401 }, {}, paths).redirectTo).toBe('/login')
    expect(queryErrorAction({ status: 500 }, {}, paths).redirectTo).toBe('/oops')
    expect(queryErrorAction({ status: 403 }, {}, paths).redirectTo).toBe('/denied')
  })

  it.each([{ status: 404 }, { status: 503 }, new TypeError('Failed to fetch')])(
    'hands %j to the notifier',
    (error) => {
      const action = queryErrorAction(error)
      expect(action).toMatchObject({ resetSession: false, notify: true })
      expect(action.message).toBeUndefined()
      expect(action.redirectTo).toBeUndefined()
    },
  )

  it('uses translated texts', () => {
    expect(
      queryErrorAction({ status: 401 }, { sessionExpired: 'Sitzung abgelaufen!' }).message,
    ).toBe('Sitzung abgelaufen!')
  })
})

describe('mutationErrorAction', () => {
  it('shows "Content not modified!" for a 304', () => {
    expect(mutationErrorAction({ status: 304 })).toMatchObject({
      message: 'Content not modified!',
      notify: false,
      resetSession: false,
    })
  })

  it.each([{ status: 401 }, { status: 500 }, new Error('x')])(
    'reports %j through the notifier',
    (error) => {
      expect(mutationErrorAction(error)).toMatchObject({ notify: true, resetSession: false })
    },
  )
})
