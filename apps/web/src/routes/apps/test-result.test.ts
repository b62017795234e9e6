import { describe, expect, it } from 'vitest'
import { testResultWords } from './test-result'

describe('testResultWords', () => {
  it('gives the round trip, and the recipient of a test email', () => {
    expect(testResultWords({ ok: true, latency_ms: 312 })).toEqual(['It answered in 312 ms.'])
    expect(testResultWords({ ok: true, latency_ms: 40, recipient: 'ana@example.test' })).toEqual([
      'Test email sent to ana@example.test in 40 ms.',
    ])
  })

  it('words each failure, with the status when there is one and the other side’s message', () => {
    expect(
      testResultWords({
        ok: false,
        reason: 'http_error',
        status: 404,
        message: 'The model `x` does not exist',
      }),
    ).toEqual(['It answered with an error (HTTP 404).', 'It said: “The model `x` does not exist”'])
    expect(testResultWords({ ok: false, reason: 'credentials_refused' })).toEqual([
      'It refused the key or login.',
    ])
    expect(testResultWords({ ok: false, reason: 'smtp_rejected', status: 550 })).toEqual([
      'The mail server refused the message (550).',
    ])
    expect(testResultWords({ ok: false, reason: 'unreachable' })).toEqual([
      'Nothing answered at this address.',
    ])
  })
})
