import type { BankStory } from '../types'
import a1DerFalscheSchluessel from './a1-der-falsche-schluessel'
import a1DieKleineInsel from './a1-die-kleine-insel'
import a2DasVerschwundeneFahrrad from './a2-das-verschwundene-fahrrad'
import a2DerMondImBrunnen from './a2-der-mond-im-brunnen'
import b1DiePuppeImSchaufenster from './b1-die-puppe-im-schaufenster'
import b1DieSchwimmerinVomBodensee from './b1-die-schwimmerin-vom-bodensee'
import b2DieStilleStation from './b2-die-stille-station'
import b2ZweiFenster from './b2-zwei-fenster'
import c1DasLetzteProtokoll from './c1-das-letzte-protokoll'
import c1DieNachtschicht from './c1-die-nachtschicht'
import c2DasArchivDerVerlorenenWoerter from './c2-das-archiv-der-verlorenen-woerter'
import c2DieLetzteFaehre from './c2-die-letzte-faehre'

/**
 * Every registered bank story in this language. To add one: create `<level>-<slug>.ts` here
 * (default export `defineBankStory({ … })`), import it below and list it in the array.
 */
export const STORIES: readonly BankStory[] = [
  a1DerFalscheSchluessel,
  a1DieKleineInsel,
  a2DasVerschwundeneFahrrad,
  a2DerMondImBrunnen,
  b1DiePuppeImSchaufenster,
  b1DieSchwimmerinVomBodensee,
  b2DieStilleStation,
  b2ZweiFenster,
  c1DasLetzteProtokoll,
  c1DieNachtschicht,
  c2DasArchivDerVerlorenenWoerter,
  c2DieLetzteFaehre,
]
