/**
 * `pnpm --filter @fabula/profile-api exec tsx scripts/grapheme-classes.ts`: prints the character
 * classes of `public.grapheme_count()` (migration 20261125084000_profile_name_graphemes.sql) from
 * this Node's Unicode data, as PostgreSQL regular-expression bracket contents. Run it when the
 * Unicode version moves and the parity test (`test/name-graphemes.test.ts`) finds a difference.
 */

/** Code point ranges whose characters match `pattern` (one character, anchored). */
function ranges(pattern: RegExp): [number, number][] {
  const out: [number, number][] = []
  let start = -1
  let previous = -1
  for (let cp = 0; cp <= 0x10ffff; cp += 1) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue
    if (pattern.test(String.fromCodePoint(cp))) {
      if (start < 0) start = cp
      previous = cp
    } else if (start >= 0) {
      out.push([start, previous])
      start = -1
    }
  }
  if (start >= 0) out.push([start, previous])
  return out
}

/** `\uXXXX` or `\UXXXXXXXX`, as PostgreSQL's advanced regular expressions write a code point. */
function escape(cp: number): string {
  return cp <= 0xffff
    ? `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`
    : `\\U${cp.toString(16).toUpperCase().padStart(8, '0')}`
}

function bracket(list: [number, number][]): string {
  return list.map(([a, b]) => (a === b ? escape(a) : `${escape(a)}-${escape(b)}`)).join('')
}

// Marks extend the character before them (Unicode's Extend and SpacingMark are nearly all marks);
// the extra entries are extenders that are not marks: zero-width non-joiner, half-width sound
// marks, emoji skin tones, tag characters, and the two spacing vowels of Thai and Lao.
const marks = [
  ...ranges(/^\p{M}$/u),
  [0x200c, 0x200c],
  [0xff9e, 0xff9f],
  [0x1f3fb, 0x1f3ff],
  [0xe0020, 0xe007f],
  [0x0e33, 0x0e33],
  [0x0eb3, 0x0eb3],
] as [number, number][]

console.info(`-- extending characters (${marks.length} ranges)`)
console.info(bracket(marks.sort((a, b) => a[0] - b[0])))
console.info(`-- pictographs joined by ZWJ`)
console.info(bracket(ranges(/^\p{Extended_Pictographic}$/u)))
