import { describe, expect, it } from 'vitest'
import { errorPageFor } from './route'

describe('/errors/:error', () => {
  it.each([
    ['unauthorized', '401'],
    ['403', '403'],
    ['not-found', '404'],
    ['internal-server-error', '500'],
    ['503', '503'],
    ['nonsense', '404'],
    [undefined, '404'],
  ])('%s shows the %s page', (param, code) => {
    expect(errorPageFor(param).code).toBe(code)
  })
})
