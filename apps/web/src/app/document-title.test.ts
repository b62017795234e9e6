import { describe, expect, it } from 'vitest'
import { titleFor } from './document-title'

describe('document title', () => {
  it('is the product name on pages without a name', () => {
    expect(titleFor([undefined, {}])).toBe('Fabula')
  })

  it('puts the deepest page name first', () => {
    expect(titleFor([{ title: 'page.settings' }, { title: 'page.settingsDisplay' }])).toBe(
      'Display · Fabula',
    )
  })
})
