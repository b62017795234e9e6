import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { toStartInput } from '@/features/reading/request-parameters'
import { fieldErrors } from '@/lib/form'
import { GenerateFormSchema } from './generate-schema'

const valid = {
  genre: 'mystery',
  style_author: 'Borges',
  topic: '  a lighthouse  ',
  length: 'short',
  level: 'B1',
  sub_level: '3',
}

describe('GenerateFormSchema', () => {
  it('turns the form into the start body, trimming texts and dropping empty ones', () => {
    const form = v.parse(GenerateFormSchema, valid)
    expect(toStartInput(form)).toEqual({
      genre: 'mystery',
      style_author: 'Borges',
      topic: 'a lighthouse',
      length: 'short',
      level: 'B1',
      sub_level: 3,
    })
    const bare = v.parse(GenerateFormSchema, { ...valid, style_author: '', topic: ' ' })
    expect(toStartInput(bare)).not.toHaveProperty('style_author')
    expect(toStartInput(bare)).not.toHaveProperty('topic')
  })

  it('gives one message per invalid field', () => {
    const result = v.safeParse(GenerateFormSchema, {
      genre: 'cookbook',
      topic: 'x'.repeat(201),
      length: 'epic',
      level: 'D1',
      sub_level: '4',
    })
    expect(result.success).toBe(false)
    expect(fieldErrors(result.issues ?? [])).toEqual({
      genre: 'Choose a genre.',
      topic: 'Keep the topic under 200 characters.',
      length: 'Choose a length.',
      level: 'Choose a level from A1 to C2.',
      sub_level: 'Choose a band from 1 to 3.',
    })
  })
})
