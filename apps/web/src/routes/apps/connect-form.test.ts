import { describe, expect, it } from 'vitest'
import type { IntegrationView } from '@fabula/integrations-api/contract'
import { checkForm, initialValues, toDraft, type FormValues } from './connect-form'

const provider = (fields: FormValues['fields'], removeSecret = false): FormValues => ({
  fields,
  removeSecret,
})

describe('the connect form', () => {
  it('trims, keeps a stored secret unless one is typed, and removes it on request', () => {
    expect(
      toDraft(
        'story_provider',
        provider({ base_url: ' http://x.test/v1 ', model: 'm', secret: '' }),
      ),
    ).toEqual({
      kind: 'story_provider',
      settings: { base_url: 'http://x.test/v1', model: 'm' },
      secrets: {},
    })
    expect(
      toDraft(
        'story_provider',
        provider({ base_url: 'http://x.test', model: 'm', secret: 'sk 1' }),
      ),
    ).toMatchObject({ secrets: { api_key: 'sk 1' } })
    expect(
      toDraft(
        'story_provider',
        provider({ base_url: 'http://x.test', model: 'm', secret: 'x' }, true),
      ),
    ).toMatchObject({ secrets: { api_key: null } })
  })

  it('sends the port as a number and leaves out empty optional settings', () => {
    const check = checkForm(
      'email',
      provider({
        host: 'smtp.example.com',
        port: '465',
        security: 'tls',
        username: '',
        sender_email: 'hello@example.com',
        sender_name: '',
        secret: '',
      }),
    )
    expect(check).toEqual({
      ok: true,
      draft: {
        kind: 'email',
        settings: {
          host: 'smtp.example.com',
          port: 465,
          security: 'tls',
          sender_email: 'hello@example.com',
        },
        secrets: {},
      },
    })
  })

  it('reports each problem on its field', () => {
    const check = checkForm(
      'email',
      provider({
        host: 'smtp example',
        port: '99999',
        security: 'tls',
        sender_email: 'nobody',
        secret: '',
      }),
    )
    expect(check.ok).toBe(false)
    if (check.ok) return
    expect(Object.keys(check.errors).sort()).toEqual(['host', 'port', 'sender_email'])
  })

  it('starts from the stored settings and never from a secret', () => {
    const view = {
      kind: 'story_provider',
      connected: true,
      settings: { base_url: 'http://x.test/v1', model: 'm' },
      secrets: ['api_key'],
    } as IntegrationView
    expect(initialValues('story_provider', view)).toEqual({
      fields: { base_url: 'http://x.test/v1', model: 'm', secret: '' },
      removeSecret: false,
    })
    expect(initialValues('email', undefined).fields).toMatchObject({
      port: '587',
      security: 'starttls',
    })
  })
})
