/**
 * Japanese deinflection: proposes dictionary forms for an inflected verb or adjective, or for the
 * fragments `Intl.Segmenter` cuts them into (`食べました` arrives as `食 | べ | ま | した`,
 * `書かなければ` as `書 | かな | け | れ | ば`). Rules rewrite an ending into a shorter one and are
 * applied repeatedly (`食べていました` → `食べている` → `食べて` → `食べる`); the lookup keeps the
 * first candidate the dictionary has. The rules cover the common forms a reader meets: polite
 * `-masu`, past and te-forms, negatives, `-tai`, potential/passive/causative, conditionals,
 * volitional, progressive `-te iru`, bare stems, i-adjectives, and the irregular する and 来る.
 */

/** Godan verb endings with the kana of each stem row and their te/ta forms. */
const GODAN: readonly (readonly [
  u: string,
  a: string,
  i: string,
  e: string,
  o: string,
  te: string,
])[] = [
  ['う', 'わ', 'い', 'え', 'お', 'って'],
  ['く', 'か', 'き', 'け', 'こ', 'いて'],
  ['ぐ', 'が', 'ぎ', 'げ', 'ご', 'いで'],
  ['す', 'さ', 'し', 'せ', 'そ', 'して'],
  ['つ', 'た', 'ち', 'て', 'と', 'って'],
  ['ぬ', 'な', 'に', 'ね', 'の', 'んで'],
  ['ぶ', 'ば', 'び', 'べ', 'ぼ', 'んで'],
  ['む', 'ま', 'み', 'め', 'も', 'んで'],
  ['る', 'ら', 'り', 'れ', 'ろ', 'って'],
]

// Endings that follow the i-stem (連用形) and the a-stem (未然形).
const AFTER_I_STEM = [
  'ます',
  'ました',
  'ません',
  'ませんでした',
  'ましょう',
  'まして',
  'たい',
  'たかった',
  'たくない',
  'ながら',
  'なさい',
  '',
]
const AFTER_A_STEM = [
  'ない',
  'なかった',
  'なくて',
  'なければ',
  'れる',
  'れた',
  'せる',
  'せた',
  'ず',
  '',
]

/** [ending, replacement] pairs, longest endings first. */
const RULES: readonly (readonly [string, string])[] = (() => {
  const rules: [string, string][] = []
  for (const [u, a, i, e, o, te] of GODAN) {
    for (const ending of AFTER_I_STEM) rules.push([i + ending, u])
    for (const ending of AFTER_A_STEM) rules.push([a + ending, u])
    rules.push([te, u], [te.slice(0, -1) + (te.endsWith('で') ? 'だ' : 'た'), u])
    rules.push([`${e}ば`, u], [`${e}る`, u], [`${o}う`, u])
  }
  // Fragments ICU leaves before a te/ta ending: 行っ, 読ん, 書い.
  rules.push(
    ['っ', 'う'],
    ['っ', 'つ'],
    ['っ', 'る'],
    ['っ', 'く'],
    ['ん', 'む'],
    ['ん', 'ぶ'],
    ['ん', 'ぬ'],
  )
  rules.push(['い', 'く'], ['い', 'ぐ'])
  // Ichidan verbs: the stem is the dictionary form minus る.
  for (const ending of [
    ...AFTER_I_STEM,
    'ない',
    'なかった',
    'なくて',
    'なければ',
    'た',
    'て',
    'よう',
    'れば',
    'られる',
    'られた',
    'させる',
    'させた',
    'ろ',
  ]) {
    rules.push([ending, 'る'])
  }
  // i-adjectives.
  for (const ending of [
    'かった',
    'くない',
    'くなかった',
    'くて',
    'く',
    'ければ',
    'さ',
    'そう',
    'か',
    '',
  ]) {
    rules.push([ending, 'い'])
  }
  // Progressive and completed aspects fold back onto the te-form.
  for (const ending of [
    'ている',
    'ていた',
    'ています',
    'ていました',
    'てる',
    'てた',
    'ておく',
    'てしまう',
    'ちゃう',
  ]) {
    rules.push([ending, 'て'])
  }
  for (const ending of ['でいる', 'でいた', 'でいます', 'でいました', 'でる', 'でた', 'じゃう']) {
    rules.push([ending, 'で'])
  }
  // 行く makes its te and ta forms like a る-verb (行って, 行った), and "went" is far more common
  // than 行う's "performed": these longer endings sort first.
  for (const [ending, base] of [
    ['行った', '行く'],
    ['行って', '行く'],
    ['いった', 'いく'],
    ['いって', 'いく'],
  ] as const) {
    rules.push([ending, base])
  }
  // する and 来る.
  for (const ending of [
    'します',
    'しました',
    'しません',
    'した',
    'して',
    'しない',
    'しなかった',
    'しよう',
    'させる',
    'される',
    'すれば',
    'し',
  ]) {
    rules.push([ending, 'する'])
  }
  for (const [ending, base] of [
    ['来ます', '来る'],
    ['来た', '来る'],
    ['来て', '来る'],
    ['来ない', '来る'],
    ['来', '来る'],
    ['きます', 'くる'],
    ['きた', 'くる'],
    ['きて', 'くる'],
    ['こない', 'くる'],
  ] as const) {
    rules.push([ending, base])
  }
  return rules.sort((x, y) => y[0].length - x[0].length)
})()

/**
 * Dictionary-form candidates of a Japanese word or fragment, the word itself first, then by the
 * number of rules applied (at most three) and, within that, longer rewritten endings first.
 *
 * @param word - A normalised Japanese token (or a token with following text appended).
 * @returns Distinct candidates, at most `limit`.
 */
export function deinflectJapanese(word: string, limit = 24): string[] {
  const out = [word]
  // A kanji left alone is usually a verb or adjective stem whose kana ending ICU split off
  // (殺 | す, 待 | って): offer the stem with each dictionary ending.
  if (/\p{Script=Han}$/u.test(word)) {
    for (const ending of ['る', 'う', 'く', 'ぐ', 'す', 'つ', 'ぬ', 'ぶ', 'む', 'い'])
      out.push(word + ending)
  }
  let frontier = [word]
  for (let depth = 0; depth < 3 && out.length < limit; depth += 1) {
    const next: string[] = []
    for (const current of frontier) {
      for (const [ending, replacement] of RULES) {
        if (!current.endsWith(ending)) continue
        const stem = current.slice(0, current.length - ending.length)
        if (stem === '' && ending.length <= 1) continue
        const candidate = stem + replacement
        if (candidate === current || out.includes(candidate) || candidate.length < 1) continue
        out.push(candidate)
        next.push(candidate)
        if (out.length >= limit) break
      }
    }
    frontier = next
  }
  return out
}
