import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { BANK_BY_LANGUAGE, BANK_STORIES, BankStorySchema, checkBankStory } from '../index'

describe('story bank', () => {
  it('registers stories under their own language', () => {
    for (const [language, stories] of Object.entries(BANK_BY_LANGUAGE)) {
      for (const story of stories) expect(story.language, story.id).toBe(language)
    }
  })

  it('has unique story ids', () => {
    const ids = BANK_STORIES.map((story) => story.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it.each(BANK_STORIES.map((story) => [story.id, story] as const))(
    '%s matches BankStorySchema and the cross-field rules',
    (_id, story) => {
      const parsed = v.safeParse(BankStorySchema, story)
      expect(
        parsed.issues?.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`) ?? [],
      ).toEqual([])
      expect(checkBankStory(story)).toEqual([])
    },
  )
})

describe('checkBankStory', () => {
  const example = BANK_BY_LANGUAGE.es?.find((story) => story.id === 'es-a1-el-mercado')

  it('accepts the reference example', () => {
    expect(example).toBeDefined()
    expect(checkBankStory(example!)).toEqual([])
  })

  it('reports misaligned translations, unknown placeholders and absent glossary words', () => {
    const broken = {
      ...example!,
      id: 'es-a2-broken',
      translations: { en: [['Only one sentence.']] },
      title: '{{villain}} y la naranja',
      glossary: [
        ...example!.glossary,
        { word: 'unicornio', lemma: 'unicornio', gloss: { en: 'unicorn' } },
      ],
    }
    const problems = checkBankStory(broken).join('\n')
    expect(problems).toContain('id level "a2" differs from A1')
    expect(problems).toContain('translations.en must have the same paragraphs')
    expect(problems).toContain('placeholder {{villain}} is not declared')
    expect(problems).toContain('glossary word "unicornio" does not occur')
  })

  it('requires Spanish translations and glosses for English stories', () => {
    const english = { ...example!, id: 'en-a1-x', language: 'en' }
    const problems = checkBankStory(english).join('\n')
    expect(problems).toContain('English stories need translations.es')
    expect(problems).toContain('Spanish gloss')
  })
})
