/**
 * What the neighbouring words say about a word's part of speech. A word after an article or a
 * possessive is a noun or adjective ("el vino", "l'été", "una era"); a word after a subject or
 * clitic pronoun, a negation or an auxiliary is a verb ("se llamaba", "avait été", "no era").
 * This is a few rules per language over the closed class of function words, not a tagger: it
 * decides between readings the dictionaries already offer, and says nothing when unsure.
 */
import { normalizeWord } from '@fabula/reading'

/** The kind of word the context calls for: a verb, a noun or adjective, or no opinion. */
export type Expectation = 'verb' | 'nominal' | null

interface Cues {
  /** Words after which a noun or adjective follows. */
  nominal: readonly string[]
  /** Words after which a verb follows. */
  verbal: readonly string[]
}

const words = (text: string) => text.split(' ')

const CUES: Readonly<Record<string, Cues>> = {
  es: {
    nominal: words(
      'el la los las un una unos unas mi tu su mis tus sus nuestro nuestra nuestros nuestras vuestro vuestra este esta estos estas ese esa esos esas aquel aquella del al cada otro otra',
    ),
    verbal: words(
      'se me te nos os le les yo tú él ella nosotros ellos ellas no ya ha han he has hemos había habían habrá haber',
    ),
  },
  pt: {
    nominal: words(
      'o a os as um uma uns umas meu minha meus minhas teu tua seu sua seus suas nosso nossa este esta esse essa aquele aquela do da dos das no na nos nas ao cada outro outra',
    ),
    verbal: words(
      'se me te lhe lhes eu tu ele ela nós eles elas não já tem têm tinha tinham há havia',
    ),
  },
  fr: {
    nominal: words(
      'le la les un une des du au aux mon ton son ma ta sa mes tes ses notre votre nos vos leur leurs ce cet cette ces chaque',
    ),
    verbal: words(
      'je tu il elle on nous vous ils elles ne se me te a ai as avons avez ont avait avais avaient avions aviez aura aurai aurait auraient eu ayant',
    ),
  },
  it: {
    nominal: words(
      'il lo la i gli le un uno una mio mia miei mie tuo tua suo sua suoi sue nostro nostra questo questa quel quello quella del dello della dei degli delle al allo alla ai agli alle nel nello nella ogni',
    ),
    verbal: words(
      'si mi ti ci vi io tu lui lei noi voi non ho hai ha abbiamo avete hanno avevo aveva avevano sono è era erano',
    ),
  },
  de: {
    nominal: words(
      'der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner mein meine meinen meinem dein deine sein seine seinen seinem ihr ihre ihren ihrem unser unsere euer eure dieser diese dieses diesen diesem jeder jede jedes im am zum zur vom beim ins',
    ),
    verbal: words('ich du er wir ihr man sich zu nicht'),
  },
  en: {
    nominal: words('the a an my your his her its our their this these those every'),
    verbal: words(
      "i you he she we they to will would can could shall should must may might do does did don't doesn't didn't not",
    ),
  },
}

/**
 * The part of speech the word before calls for.
 *
 * @param lang - Language of the text.
 * @param before - Words before the token in its sentence, nearest last (as written or normalised).
 * @returns `'verb'`, `'nominal'` or `null` when the context says nothing.
 */
export function expectedPartOfSpeech(lang: string, before: readonly string[]): Expectation {
  const cues = Object.hasOwn(CUES, lang) ? CUES[lang] : undefined
  const previous = before.at(-1)
  if (!cues || previous === undefined) return null
  const key = normalizeWord(previous, lang)
  if (cues.nominal.includes(key)) return 'nominal'
  if (cues.verbal.includes(key)) return 'verb'
  // German puts inflected adjectives between the article and the noun: "das trübe Wetter".
  const earlier = before.at(-2)
  if (lang === 'de' && earlier !== undefined && /(?:e|en|er|es|em)$/.test(key)) {
    if (cues.nominal.includes(normalizeWord(earlier, lang))) return 'nominal'
  }
  return null
}

/**
 * The part of speech an elided word calls for: French and Italian write an elided article or
 * pronoun onto the next word (`l'été` is a noun, `s'appelle` a verb).
 *
 * @param lang - Language of the text.
 * @param elided - The part before the apostrophe, with it (`l'`, `s'`).
 * @returns `'verb'`, `'nominal'` or `null`.
 */
export function expectedAfterElision(lang: string, elided: string): Expectation {
  const cues = Object.hasOwn(ELIDED, lang) ? ELIDED[lang] : undefined
  const key = elided.replace(/'$/, '').toLocaleLowerCase(lang)
  if (cues?.nominal.includes(key)) return 'nominal'
  if (cues?.verbal.includes(key)) return 'verb'
  return null
}

/** Elided words (without their apostrophe) and what follows them. */
const ELIDED: Readonly<Record<string, Cues>> = {
  fr: { nominal: words('l'), verbal: words('j n s m t') },
  it: { nominal: words('l un dell all nell sull dall quell bell'), verbal: words('c m t s v') },
}

/** Parts of speech that a nominal context accepts. */
const NOMINAL = new Set(['noun', 'adjective', 'proper noun', 'numeral'])

/**
 * Whether a part of speech is what the context calls for.
 *
 * @param partOfSpeech - A sense group's part of speech (`''` when unknown).
 * @param expectation - From {@link expectedPartOfSpeech}.
 * @returns True when they agree; false when either says nothing or they disagree.
 */
export function fitsExpectation(partOfSpeech: string, expectation: Expectation): boolean {
  if (expectation === 'verb') return partOfSpeech === 'verb'
  if (expectation === 'nominal') return NOMINAL.has(partOfSpeech)
  return false
}
