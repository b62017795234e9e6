/**
 * German irregular verb forms. The Hunspell dictionary lists strong verbs' stems (`ging`,
 * `gegangen`, `las`) as separate words with no link to the infinitive, so the link comes from the
 * German–English FreeDict dictionary (Ding): a verb entry lists its principal parts as
 * cross-references in a fixed order — present participle, past participle, `er/sie` present,
 * `ich/er/sie` past — e.g. `gehen` → `{gehend}, {gegangen}, {er/sie geht}, {ich/er/sie ging}`.
 */
import type { FreedictDictionary } from './freedict'
import { readDictdBodies } from './dictd'
import { packageFile } from './debian'

const SINGLE_WORD = /^[\p{L}]+$/u

/**
 * Irregular forms of the most frequent German verbs, written for Fabula: the ones whose
 * cross-references in Ding do not follow the regular pattern (`sein`, `haben`, modal verbs) or
 * that a reader meets on nearly every page. Each form is a Hunspell stem; its inflections
 * (`waren`, `hattest`) follow from the Hunspell expansion.
 */
const FREQUENT_IRREGULAR: Readonly<Record<string, readonly string[]>> = {
  sein: [
    'bin',
    'bist',
    'ist',
    'sind',
    'seid',
    'war',
    'warst',
    'waren',
    'wart',
    'gewesen',
    'sei',
    'seien',
    'wäre',
    'wären',
  ],
  haben: ['habe', 'hast', 'hat', 'habt', 'hatte', 'hatten', 'gehabt', 'hätte', 'hätten'],
  werden: ['wirst', 'wird', 'wurde', 'wurden', 'geworden', 'worden', 'würde', 'würden'],
  können: ['kann', 'kannst', 'konnte', 'gekonnt', 'könnte'],
  müssen: ['muss', 'musst', 'musste', 'gemusst', 'müsste'],
  wollen: ['will', 'willst', 'wollte', 'gewollt'],
  sollen: ['soll', 'sollst', 'sollte', 'gesollt'],
  dürfen: ['darf', 'darfst', 'durfte', 'gedurft', 'dürfte'],
  mögen: ['mag', 'magst', 'mochte', 'gemocht', 'möchte', 'möchten'],
  wissen: ['weiß', 'weißt', 'wusste', 'gewusst', 'wüsste'],
  tun: ['tue', 'tust', 'tut', 'tat', 'taten', 'getan'],
  sehen: ['sieht', 'siehst', 'sah', 'gesehen', 'sieh'],
  geben: ['gibt', 'gibst', 'gab', 'gegeben', 'gib'],
  nehmen: ['nimmt', 'nimmst', 'nahm', 'genommen', 'nimm'],
  kommen: ['kam', 'gekommen', 'käme'],
  gehen: ['ging', 'gegangen'],
  stehen: ['stand', 'gestanden'],
  finden: ['fand', 'gefunden'],
  bringen: ['brachte', 'gebracht'],
  denken: ['dachte', 'gedacht'],
  lassen: ['lässt', 'ließ', 'gelassen'],
  halten: ['hält', 'hältst', 'hielt', 'gehalten'],
  liegen: ['lag', 'gelegen'],
  sitzen: ['saß', 'gesessen'],
  sprechen: ['spricht', 'sprichst', 'sprach', 'gesprochen'],
  essen: ['isst', 'aß', 'gegessen', 'iss'],
  trinken: ['trank', 'getrunken'],
  lesen: ['liest', 'las', 'gelesen'],
  schreiben: ['schrieb', 'geschrieben'],
  bleiben: ['blieb', 'geblieben'],
  heißen: ['hieß', 'geheißen'],
  laufen: ['läuft', 'läufst', 'lief', 'gelaufen'],
  fahren: ['fährt', 'fährst', 'fuhr', 'gefahren'],
  schlafen: ['schläft', 'schläfst', 'schlief', 'geschlafen'],
  fallen: ['fällt', 'fällst', 'fiel', 'gefallen'],
  tragen: ['trägt', 'trägst', 'trug', 'getragen'],
  helfen: ['hilft', 'hilfst', 'half', 'geholfen'],
  treffen: ['trifft', 'triffst', 'traf', 'getroffen'],
  vergessen: ['vergisst', 'vergaß'],
  beginnen: ['begann', 'begonnen'],
  rufen: ['rief', 'gerufen'],
  ziehen: ['zog', 'gezogen'],
  fliegen: ['flog', 'geflogen'],
  verlieren: ['verlor', 'verloren'],
  gewinnen: ['gewann', 'gewonnen'],
  werfen: ['wirft', 'warf', 'geworfen'],
  sterben: ['stirbt', 'starb', 'gestorben'],
  schließen: ['schloss', 'geschlossen'],
  erscheinen: ['erschien', 'erschienen'],
  scheinen: ['schien', 'geschienen'],
  verstehen: ['verstand', 'verstanden'],
  schwimmen: ['schwamm', 'geschwommen'],
  singen: ['sang', 'gesungen'],
  springen: ['sprang', 'gesprungen'],
  vergleichen: ['verglich', 'verglichen'],
  wachsen: ['wächst', 'wuchs', 'gewachsen'],
  waschen: ['wäscht', 'wusch', 'gewaschen'],
  greifen: ['griff', 'gegriffen'],
  leiden: ['litt', 'gelitten'],
  schneiden: ['schnitt', 'geschnitten'],
  steigen: ['stieg', 'gestiegen'],
  schweigen: ['schwieg', 'geschwiegen'],
  kennen: ['kannte', 'gekannt'],
  nennen: ['nannte', 'genannt'],
  rennen: ['rannte', 'gerannt'],
}

/**
 * Principal parts of German verbs: {@link FREQUENT_IRREGULAR}, then Ding's cross-references. A
 * verb entry lists parallel groups for itself and its synonyms — present participles, past
 * participles, `er/sie` presents, `ich/er/sie` pasts (`sehen`: `{sehend}, {blickend},
 * {schauend}, {gesehen}, {geblickt}, {geschaut}, {er/sie sieht}, …, {ich/er/sie sah}`) — so the
 * verb's forms sit at its own position in each group.
 *
 * @param dictionary - The parsed `deu-eng` dictionary (for its package files).
 * @returns Principal part → infinitive (lower case), e.g. `ging` → `gehen`.
 */
export function germanPrincipalParts(dictionary: FreedictDictionary): Map<string, string> {
  const parts = new Map<string, string>()
  // A form shared by two verbs keeps the first (the hand-written table, then file order).
  const link = (form: string, infinitive: string) => {
    if (!parts.has(form)) parts.set(form, infinitive)
  }
  for (const [infinitive, forms] of Object.entries(FREQUENT_IRREGULAR)) {
    for (const form of forms) link(form, infinitive)
  }
  const bodies = readDictdBodies(
    packageFile(dictionary.pkg, 'usr/share/dictd/freedict-deu-eng.index'),
    packageFile(dictionary.pkg, 'usr/share/dictd/freedict-deu-eng.dict.dz'),
  )
  for (const body of bodies) {
    const head = /^(\S+) \/[^/]*\/ <([^>]*)>/.exec(body)
    if (!head || !/\bv\b/.test(head[2] ?? '')) continue
    const infinitive = (head[1] ?? '').toLowerCase()
    if (!SINGLE_WORD.test(infinitive) || !/n$/.test(infinitive)) continue
    const see = /\n see: (.*)/.exec(body)
    if (!see) continue
    const refs = [...(see[1] ?? '').matchAll(/\{([^}]*)\}/g)].map((m) => (m[1] ?? '').toLowerCase())
    // The group of present participles comes first; this verb's position in it is its column.
    let groupEnd = 0
    while (groupEnd < refs.length && /^\p{L}+end$/u.test(refs[groupEnd] ?? '')) groupEnd += 1
    const column = refs.slice(0, groupEnd).indexOf(`${infinitive}d`)
    if (column < 0) continue
    const participle = refs[groupEnd + column]
    if (participle !== undefined && SINGLE_WORD.test(participle)) link(participle, infinitive)
    for (const pronoun of ['er/sie ', 'ich/er/sie ']) {
      const finite = refs.filter((ref) => ref.startsWith(pronoun))[column]?.slice(pronoun.length)
      if (finite !== undefined && SINGLE_WORD.test(finite)) link(finite, infinitive)
    }
  }
  return parts
}
