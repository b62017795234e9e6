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
