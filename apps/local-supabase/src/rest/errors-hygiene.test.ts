import { describe, expect, it } from 'vitest'
import { explainLostStatement } from '../db/pglite'
import { statusForSqlState, toRestError } from './errors'

describe('errors that would leak or blame the server', () => {
  it('never names an internal prepared statement', () => {
    const lost = { code: '26000', message: 'prepared statement "ls12" does not exist' }
    const rest = toRestError(lost, false)
    expect(rest.status).toBe(400)
    expect(JSON.stringify(rest.toBody())).not.toContain('ls12')
    const explained = explainLostStatement(lost) as { code: string; message: string }
    expect(explained.code).toBe('54001')
    expect(explained.message).not.toContain('ls12')
    const other = { code: '23505', message: 'duplicate' }
    expect(explainLostStatement(other)).toBe(other)
  })

  it('answers program limits reached by a request (class 54) with 400', () => {
    expect(statusForSqlState('54001', 'stack depth limit exceeded', false)).toBe(400)
    expect(statusForSqlState('54000', 'index row size exceeds maximum', true)).toBe(400)
    expect(statusForSqlState('53400', 'configuration limit exceeded', true)).toBe(500)
  })
})
