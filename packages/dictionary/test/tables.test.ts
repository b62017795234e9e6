/**
 * Per language, common function and content words with the dictionary form and the first
 * meaning a learner should see, against the committed data. The expected answers were written
 * from knowledge of each language (including every word issue 29 names: wenn, denn, den, dem,
 * das, etwas, Wetter, se, era, ama, été after avait, M., más que nunca …), not copied from the
 * dictionary's output. A row is `[word, lemma, first meaning pattern, context?]`; the context is
 * the sentence the word is tapped in, with the word marked by `*`.
 */
import { describe, expect, it } from 'vitest'
import { createDictionary } from '../src/index'
import { createFsLoader } from '../src/node'

const dictionary = createDictionary({ load: createFsLoader() })

type Row = readonly [word: string, lemma: string, meaning: RegExp, sentence?: string]

/** Looks a word up as the reader does: with the words before and after it, and what follows. */
async function tap(pair: string, [word, , , sentence]: Row) {
  if (!sentence) return dictionary.lookup(pair, word)
  const [left = '', right = ''] = sentence.split(`*${word}`)
  const words = (text: string) => text.split(/[\s,;:!?«»"]+/).filter((w) => /\p{L}/u.test(w))
  return dictionary.lookup(pair, word, {
    following: right.slice(0, 8),
    context: { before: words(left).slice(-3), after: words(right).slice(0, 3) },
  })
}

function table(pair: string, rows: readonly Row[]) {
  it.each(rows.map((row) => [row[0], row[1], row[2].source, row] as const))(
    '%s → %s: /%s/',
    async (_word, lemma, _pattern, row) => {
      const result = await tap(pair, row)
      expect(result?.lemma).toBe(lemma)
      expect(result?.meanings[0]).toMatch(row[2])
    },
  )
}

describe('German', () => {
  table('de-en', [
    ['wenn', 'wenn', /\bif\b|\bwhen\b/, 'und sah, *wenn er den Kopf hob'],
    ['denn', 'denn', /because|\bfor\b/, 'das war unmöglich, *denn er war gewöhnt'],
    ['den', 'den', /\bthe\b/, 'wenn er *den Kopf hob'],
    ['dem', 'dem', /\bthe\b/, 'über *dem Tisch'],
    ['das', 'das', /\bthe\b/, 'hing *das Bild'],
    ['etwas', 'etwas', /something|somewhat/],
    ['Wetter', 'wetter', /weather/, 'und das trübe *Wetter machte ihn melancholisch'],
    ['der', 'der', /\bthe\b/],
    ['die', 'die', /\bthe\b/],
    ['ein', 'ein', /\ban?\b/],
    ['und', 'und', /\band\b/],
    ['nicht', 'nicht', /\bnot\b/],
    ['ich', 'ich', /\bI\b/],
    ['er', 'er', /\bhe\b/],
    ['sie', 'sie', /she|they/],
    ['mit', 'mit', /with/],
    ['aus', 'aus', /out of|from/],
    ['vor', 'vor', /in front of|before/],
    ['über', 'über', /over|above/],
    ['zu', 'zu', /\bto\b/],
    ['als', 'als', /when|as|than/],
    ['nur', 'nur', /only/],
    ['noch', 'noch', /still|yet/],
    ['ganz', 'ganz', /quite|completely|whole/],
    ['war', 'sein', /\bbe\b/],
    ['ging', 'gehen', /\bgo\b|walk/],
    ['hatte', 'haben', /\bhave\b/],
    ['fand', 'finden', /find|think/],
    ['sah', 'sehen', /see|look/],
    ['Häuser', 'haus', /house/],
    ['Tisch', 'tisch', /table/],
    ['Bett', 'bett', /bed/],
    ['Zimmer', 'zimmer', /room/],
    ['Bild', 'bild', /picture|image/],
    ['Augen', 'augen', /eye/],
    ['Rücken', 'rücken', /back/],
    ['Traum', 'traum', /dream/],
    ['schlafen', 'schlafen', /sleep/],
    ['bringen', 'bringen', /bring/],
    ['seinem', 'seinem', /his|its/, 'in *seinem Bett'],
    ['ihm', 'ihm', /him/],
    ['kaum', 'kaum', /hardly|barely|scarcely/],
    ['Küchentisch', 'küchentisch', /kitchen/],
  ])
})

describe('Spanish', () => {
  table('es-en', [
    ['se', 'se', /himself|herself|itself|oneself|themselves|reflexive/, 'que *se llamaba Quejana'],
    ['me', 'me', /\bme\b/],
    ['lo', 'lo', /\bit\b|\bhim\b/, 'no *lo sé'],
    ['era', 'ser', /\bbe\b|\bwas\b/, 'el hidalgo *era de complexión recia'],
    [
      'ama',
      'ama',
      /housekeeper|mistress|lady/,
      'tenía en su casa una *ama que pasaba de los cuarenta',
    ],
    ['nunca', 'nunca', /never/, 'lo quiero más que *nunca'],
    ['más', 'más', /more/],
    ['que', 'que', /that|which|who/],
    ['de', 'de', /\bof\b/],
    ['en', 'en', /\bin\b/],
    ['el', 'el', /\bthe\b/],
    ['la', 'la', /\bthe\b/, 'en *la casa'],
    ['y', 'y', /\band\b/],
    ['con', 'con', /with/],
    ['para', 'para', /\bfor\b/],
    ['por', 'por', /\bby\b|\bfor\b/],
    ['su', 'su', /his|her|its|their/],
    ['ha', 'haber', /ha(s|ve)/],
    ['hay', 'hay', /there is|there are/],
    ['fue', 'ser', /\bbe\b|\bgo\b/],
    ['tenía', 'tener', /\bhave\b/],
    ['quiero', 'querer', /want/],
    ['zapatos', 'zapato', /shoe/],
    ['casa', 'casa', /house|home/],
    ['lugar', 'lugar', /place/],
    ['tiempo', 'tiempo', /time|weather/],
    ['noches', 'noche', /night/],
    ['días', 'día', /day/],
    ['años', 'año', /year/],
    ['verdad', 'verdad', /truth/],
    ['amigo', 'amigo', /friend/],
    ['nombre', 'nombre', /name/],
    ['dámelo', 'dar', /give/],
    ['decir', 'decir', /say|tell/],
    ['vino', 'vino', /wine/, 'bebió el *vino'],
    ['vino', 'venir', /come/, 'él *vino a verme'],
    ['mesa', 'mesa', /table/],
    ['algo', 'algo', /something|somewhat/],
    ['así', 'así', /so|thus|like this/],
    ['porque', 'porque', /because/],
    ['aunque', 'aunque', /although|though/],
    ['Sr', 'señor', /mister|Mr|sir|gentleman/, 'el *Sr. García'],
  ])
})

describe('French', () => {
  table('fr-en', [
    ['été', 'être', /\bbe\b|been/, 'son arbre avait *été perdu'],
    ["l'été", 'été', /summer/, "pendant *l'été"],
    ['M', 'monsieur', /\bMr\b|mister|sir/, 'dans le château de *M. le baron'],
    ['y', 'y', /there/, 'il *y avait'],
    ['en', 'en', /\bin\b/],
    ['ne', 'ne', /not/],
    ['du', 'du', /of the|from the|some/],
    ['des', 'des', /some|of the/],
    ['le', 'le', /\bthe\b/],
    ['la', 'la', /\bthe\b/],
    ['les', 'les', /\bthe\b/],
    ['il', 'il', /\bhe\b|\bit\b/],
    ['ils', 'ils', /they/],
    ['on', 'on', /one|people|we|they/],
    ['que', 'que', /that/],
    ['qui', 'qui', /who/],
    ['et', 'et', /\band\b/],
    ['avec', 'avec', /with/],
    ['dans', 'dans', /\bin\b|into/],
    ['pour', 'pour', /\bfor\b/],
    ['son', 'son', /his|her|its/],
    ['plus', 'plus', /more/],
    ['était', 'être', /\bbe\b/],
    ['avait', 'avoir', /have/],
    ['mangeaient', 'manger', /eat/],
    ['yeux', 'oeil', /eye/],
    ["l'homme", 'homme', /\bman\b/],
    ['château', 'château', /castle/],
    ['garçon', 'garçon', /boy/],
    ['maison', 'maison', /house|home/],
    ['fils', 'fils', /son/],
    ['sœur', 'sœur', /sister/],
    ['âme', 'âme', /soul/],
    ['arbre', 'arbre', /tree/],
    ['porte', 'porte', /door/, 'avait une *porte et des fenêtres'],
    ['chiens', 'chien', /dog/],
    ['temps', 'temps', /time|weather/],
    ['jeune', 'jeune', /young/],
    ['perdu', 'perdre', /lose|lost/],
    ['monsieur', 'monsieur', /\bMr\b|sir/],
    ['car', 'car', /because|for/],
  ])
})

describe('Italian', () => {
  table('it-en', [
    [
      'si',
      'si',
      /himself|herself|itself|oneself|themselves|reflexive/,
      'che *si mettono nelle stufe',
    ],
    ['mi', 'mi', /\bme\b/],
    ['è', 'essere', /\bbe\b/],
    ['era', 'essere', /\bbe\b/],
    ['fu', 'essere', /\bbe\b/],
    ['subito', 'subito', /immediately|at once/],
    ['della', 'della', /of the/],
    ['nella', 'nella', /in the/],
    ['il', 'il', /\bthe\b/],
    ['che', 'che', /that/],
    ['non', 'non', /\bnot\b/],
    ['e', 'e', /\band\b/],
    ['di', 'di', /\bof\b/],
    ['per', 'per', /\bfor\b/],
    ['con', 'con', /with/],
    ['come', 'come', /how|as|like/],
    ['quando', 'quando', /when/],
    ['tutto', 'tutto', /all|everything|whole/],
    ['questo', 'questo', /this/],
    ['quelli', 'quelli', /those/],
    ['andarono', 'andare', /\bgo\b/],
    ['aveva', 'avere', /have/],
    ['disse', 'dire', /say|tell/],
    ['farlo', 'fare', /do|make/],
    ['dimmi', 'dire', /say|tell/],
    ["dell'acqua", 'acqua', /water/],
    ['legno', 'legno', /wood/],
    ['pezzo', 'pezzo', /piece/],
    ['fuoco', 'fuoco', /fire/],
    ['naso', 'naso', /nose/],
    ['giorno', 'giorno', /day/],
    ['vecchio', 'vecchio', /old/],
    ['mani', 'mano', /hand/],
    ['voce', 'voce', /voice/],
    ['gamba', 'gamba', /leg/],
    ['braccio', 'braccio', /arm/],
    ['aria', 'aria', /air/],
    ['re', 're', /king/],
    ['sempre', 'sempre', /always/],
    ['forte', 'forte', /strong|loud|hard/],
  ])
})

describe('Portuguese', () => {
  table('pt-en', [
    ['se', 'se', /himself|herself|itself|reflexive|oneself|themselves/, 'sentou-*se ao pé de mim'],
    ['me', 'me', /\bme\b/],
    ['o', 'o', /\bthe\b/],
    ['a', 'a', /\bthe\b/],
    ['do', 'do', /of the|from the/],
    ['da', 'da', /of the|from the/],
    ['no', 'no', /in the|on the/],
    ['era', 'ser', /\bbe\b/],
    ['é', 'ser', /\bbe\b/],
    ['são', 'ser', /\bbe\b/],
    ['que', 'que', /that|which|who/],
    ['não', 'não', /\bnot\b|\bno\b/],
    ['e', 'e', /\band\b/],
    ['de', 'de', /\bof\b|from/],
    ['com', 'com', /with/],
    ['para', 'para', /\bfor\b|\bto\b/],
    ['muito', 'muito', /very|much/],
    ['falou', 'falar', /speak|talk/],
    ['disse', 'dizer', /say|tell/],
    ['tirá', 'tirar', /take|remove|pull/],
    ['fechei', 'fechar', /close|shut/],
    ['encontrei', 'encontrar', /find|meet/],
    ['noite', 'noite', /night/],
    ['cidade', 'cidade', /city|town/],
    ['chapéu', 'chapéu', /hat/],
    ['lua', 'lua', /moon/],
    ['olhos', 'olho', /eye/],
    ['bolso', 'bolso', /pocket/],
    ['dia', 'dia', /day/],
    ['gesto', 'gesto', /gesture/],
    ['vizinhos', 'vizinho', /neighbou?r/],
    ['trem', 'trem', /train/],
    ['viagem', 'viagem', /journey|trip|voyage|travel/],
    ['versos', 'verso', /verse|line/],
    ['chapéus', 'chapéu', /hat/],
    ['três', 'três', /three/],
    ['vez', 'vez', /time|turn/],
    ['pode', 'poder', /can|may/],
    ['tanto', 'tanto', /so much|as much/],
    ['aqui', 'aqui', /here/],
  ])
})

describe('Russian', () => {
  table('ru-en', [
    ['и', 'и', /\band\b/],
    ['в', 'в', /\bin\b|into/],
    ['не', 'не', /\bnot\b/],
    ['на', 'на', /\bon\b/],
    ['что', 'что', /what|that/],
    ['по', 'по', /along|on|by/],
    ['я', 'я', /\bI\b/],
    ['он', 'он', /\bhe\b/],
    ['она', 'она', /she/],
    ['мне', 'мне', /\bme\b/],
    ['её', 'её', /her/],
    ['уже', 'уже', /already/],
    ['чем', 'чем', /than/],
    ['свой', 'свой', /own/],
    ['своему', 'свой', /own/],
    ['люди', 'люди', /people/],
    ['дети', 'дети', /children/],
    ['людей', 'человек', /man|person|human/],
    ['столами', 'стол', /table/],
    ['красивую', 'красивый', /beautiful/],
    ['читаешь', 'читать', /read/],
    ['хочу', 'хотеть', /want/],
    ['жена', 'жена', /wife/],
    ['муж', 'муж', /husband/],
    ['дом', 'дом', /house|home/],
    ['доме', 'дом', /house|home/],
    ['семья', 'семья', /family/],
    ['день', 'день', /day/],
    ['место', 'место', /place/],
    ['повар', 'повар', /cook/],
    ['вчера', 'вчера', /yesterday/],
    ['время', 'время', /time/],
    ['жить', 'жить', /live/],
    ['узнала', 'узнать', /learn|find out|recogni[sz]e|know/],
    ['третий', 'третий', /third/],
    ['восемь', 'восемь', /eight/],
    ['утра', 'утро', /morning/],
    ['диване', 'диван', /sofa|couch|divan|settee/],
    ['спальне', 'спальня', /bedroom/],
    ['записку', 'записка', /note/],
    ['новое', 'новый', /new/],
  ])
})
