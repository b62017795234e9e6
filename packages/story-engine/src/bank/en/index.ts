import type { BankStory } from '../types'
import a1TheLittleCloud from './a1-the-little-cloud'
import a1WhereIsTheCake from './a1-where-is-the-cake'
import a2TheNoiseInTheAttic from './a2-the-noise-in-the-attic'
import a2TheWrongBus from './a2-the-wrong-bus'
import b1TheBicycleDoctor from './b1-the-bicycle-doctor'
import b1TheIslandMap from './b1-the-island-map'
import b2TheCrossword from './b2-the-crossword'
import b2TheNightBakery from './b2-the-night-bakery'
import c1TheLamplightersLedger from './c1-the-lamplighters-ledger'
import c1TheQuietOrbit from './c1-the-quiet-orbit'
import c2TheAuditor from './c2-the-auditor'
import c2TheLibraryThatForgot from './c2-the-library-that-forgot'

/**
 * Every registered bank story in this language. To add one: create `<level>-<slug>.ts` here
 * (default export `defineBankStory({ … })`), import it below and list it in the array.
 */
export const STORIES: readonly BankStory[] = [
  a1TheLittleCloud,
  a1WhereIsTheCake,
  a2TheNoiseInTheAttic,
  a2TheWrongBus,
  b1TheBicycleDoctor,
  b1TheIslandMap,
  b2TheCrossword,
  b2TheNightBakery,
  c1TheLamplightersLedger,
  c1TheQuietOrbit,
  c2TheAuditor,
  c2TheLibraryThatForgot,
]
