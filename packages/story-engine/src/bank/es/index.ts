import type { BankStory } from '../types'
import a1ElMercado from './a1-el-mercado'

/**
 * Every registered bank story in this language. To add one: create `<level>-<slug>.ts` here
 * (default export `defineBankStory({ … })`), import it below and list it in the array.
 */
export const STORIES: readonly BankStory[] = [a1ElMercado]
