import { validators, type Config } from 'tailwind-merge'

/*
 * Which Tailwind utilities override which, for `cn`. tailwind-merge's own default table knows every
 * utility Tailwind has (about 20 KB of the first page's scripts, and ~30 ms at 4× CPU to index on
 * the first call); this table knows the families our screens use and their close siblings. A
 * utility it does not know is kept as it is, never dropped. apps/web checks every utility its
 * stylesheet generates against the default table, so a new family shows up there (ADR 0074).
 */

const {
  isAny,
  isAnyNonArbitrary,
  isArbitraryLength,
  isArbitraryNumber,
  isArbitraryShadow,
  isArbitraryValue,
  isArbitraryImage,
  isArbitraryVariable,
  isArbitraryVariableImage,
  isArbitraryVariableLength,
  isArbitraryVariableShadow,
  isFraction,
  isInteger,
  isNumber,
  isTshirtSize,
} = validators

type ClassGroup = Config<string, string>['classGroups'][string]
type ClassDefinition = ClassGroup[number]

const arbitrary = [isArbitraryVariable, isArbitraryValue]
const spacing = [isNumber, 'px', ...arbitrary]
const margin = ['auto', ...spacing]
const offset = ['auto', 'full', isFraction, ...spacing]
const size = [
  isNumber,
  isFraction,
  'px',
  'auto',
  'full',
  'fit',
  'min',
  'max',
  'screen',
  'svh',
  'dvh',
  'lvh',
  'svw',
  'dvw',
  'lvw',
  'none',
  'prose',
  isTshirtSize,
  ...arbitrary,
]
const width = ['', isNumber, isArbitraryLength, isArbitraryVariableLength]
const radius = ['', 'none', 'full', isTshirtSize, ...arbitrary]
const overflow = ['auto', 'hidden', 'clip', 'visible', 'scroll']
const tracks = [isInteger, 'none', 'subgrid', ...arbitrary]
const span = ['auto', { span: ['full', isInteger, ...arbitrary] }, ...arbitrary]
const line = [isInteger, 'auto', ...arbitrary]
const autoTrack = ['auto', 'min', 'max', 'fr', ...arbitrary]
const color = [isAny]
const literal = (prefix: string, values: string[]): ClassGroup => [{ [prefix]: values }]

const sides = ['x', 'y', 's', 'e', 't', 'r', 'b', 'l'] as const
const corners = [
  's',
  'e',
  't',
  'r',
  'b',
  'l',
  'ss',
  'se',
  'ee',
  'es',
  'tl',
  'tr',
  'br',
  'bl',
] as const

/** The id of a side's (or corner's) group: `p-x`, `rounded-ss`. */
const sideGroup = (group: string, side: string) => `${group}-${side}`

/** `prefix-x`, `prefix-s`, … each as its own group, under {@link sideGroup}. */
const perSide = (
  group: string,
  prefix: string,
  values: readonly ClassDefinition[],
  names: readonly string[] = sides,
): Record<string, ClassGroup> =>
  Object.fromEntries(
    names.map((side) => [sideGroup(group, side), [{ [`${prefix}${side}`]: values }]]),
  )

const classGroups = {
  // Layout
  display: [
    'block',
    'inline-block',
    'inline',
    'flex',
    'inline-flex',
    'grid',
    'inline-grid',
    'contents',
    'flow-root',
    'list-item',
    'hidden',
    'table',
    'inline-table',
    'table-caption',
    'table-cell',
    'table-column',
    'table-column-group',
    'table-footer-group',
    'table-header-group',
    'table-row-group',
    'table-row',
  ],
  sr: ['sr-only', 'not-sr-only'],
  container: ['container'],
  position: ['static', 'fixed', 'absolute', 'relative', 'sticky'],
  visibility: ['visible', 'invisible', 'collapse'],
  inset: [{ inset: offset }],
  'inset-x': [{ 'inset-x': offset }],
  'inset-y': [{ 'inset-y': offset }],
  start: [{ start: offset }],
  end: [{ end: offset }],
  top: [{ top: offset }],
  right: [{ right: offset }],
  bottom: [{ bottom: offset }],
  left: [{ left: offset }],
  z: [{ z: [isInteger, 'auto', ...arbitrary] }],
  overflow: [{ overflow }],
  'overflow-x': [{ 'overflow-x': overflow }],
  'overflow-y': [{ 'overflow-y': overflow }],
  'object-fit': literal('object', ['contain', 'cover', 'fill', 'none', 'scale-down']),
  'table-layout': literal('table', ['auto', 'fixed']),
  aspect: [{ aspect: ['auto', 'square', 'video', isFraction, ...arbitrary] }],
  // Flexbox and grid
  flex: [{ flex: [isNumber, isFraction, 'auto', 'initial', 'none', ...arbitrary] }],
  'flex-direction': literal('flex', ['row', 'row-reverse', 'col', 'col-reverse']),
  'flex-wrap': literal('flex', ['wrap', 'wrap-reverse', 'nowrap']),
  grow: [{ grow: ['', isNumber, ...arbitrary] }],
  shrink: [{ shrink: ['', isNumber, ...arbitrary] }],
  basis: [{ basis: size }],
  'grid-cols': [{ 'grid-cols': tracks }],
  'grid-rows': [{ 'grid-rows': tracks }],
  'col-start-end': [{ col: span }],
  'col-start': [{ 'col-start': line }],
  'col-end': [{ 'col-end': line }],
  'row-start-end': [{ row: span }],
  'row-start': [{ 'row-start': line }],
  'row-end': [{ 'row-end': line }],
  'auto-cols': [{ 'auto-cols': autoTrack }],
  'auto-rows': [{ 'auto-rows': autoTrack }],
  gap: [{ gap: spacing }],
  'gap-x': [{ 'gap-x': spacing }],
  'gap-y': [{ 'gap-y': spacing }],
  'justify-content': literal('justify', [
    'start',
    'end',
    'center',
    'between',
    'around',
    'evenly',
    'stretch',
    'normal',
  ]),
  'justify-items': literal('justify-items', ['start', 'end', 'center', 'stretch', 'normal']),
  'justify-self': literal('justify-self', ['auto', 'start', 'end', 'center', 'stretch']),
  'align-items': literal('items', ['start', 'end', 'center', 'baseline', 'stretch']),
  'align-self': literal('self', ['auto', 'start', 'end', 'center', 'stretch', 'baseline']),
  'place-content': literal('place-content', [
    'center',
    'start',
    'end',
    'between',
    'around',
    'evenly',
    'stretch',
    'baseline',
  ]),
  'place-items': literal('place-items', ['start', 'end', 'center', 'baseline', 'stretch']),
  // Spacing
  p: [{ p: spacing }],
  ...perSide('p', 'p', spacing),
  m: [{ m: margin }],
  ...perSide('m', 'm', margin),
  'space-x': [{ 'space-x': spacing }],
  'space-y': [{ 'space-y': spacing }],
  'scroll-p': [{ 'scroll-p': spacing }],
  ...perSide('scroll-p', 'scroll-p', spacing),
  // Sizing
  size: [{ size: size }],
  w: [{ w: size }],
  h: [{ h: size }],
  'min-w': [{ 'min-w': size }],
  'min-h': [{ 'min-h': size }],
  'max-w': [{ 'max-w': size }],
  'max-h': [{ 'max-h': size }],
  // Typography
  'font-weight': [
    {
      font: [
        'thin',
        'extralight',
        'light',
        'normal',
        'medium',
        'semibold',
        'bold',
        'extrabold',
        'black',
        isArbitraryNumber,
      ],
    },
  ],
  'font-family': [{ font: [isAnyNonArbitrary, ...arbitrary] }],
  'font-style': ['italic', 'not-italic'],
  'fvn-spacing': ['tabular-nums', 'proportional-nums'],
  'font-size': [{ text: ['base', isTshirtSize, isArbitraryLength, isArbitraryVariableLength] }],
  'text-alignment': literal('text', ['left', 'center', 'right', 'justify', 'start', 'end']),
  'text-wrap': literal('text', ['wrap', 'nowrap', 'balance', 'pretty']),
  'text-overflow': ['truncate', { text: ['ellipsis', 'clip'] }],
  'text-color': [{ text: color }],
  leading: [
    { leading: ['none', 'tight', 'snug', 'normal', 'relaxed', 'loose', isNumber, ...arbitrary] },
  ],
  tracking: [{ tracking: ['tighter', 'tight', 'normal', 'wide', 'wider', 'widest', ...arbitrary] }],
  'line-clamp': [{ 'line-clamp': [isNumber, 'none', ...arbitrary] }],
  'list-style-type': [{ list: ['disc', 'decimal', 'none', ...arbitrary] }],
  'vertical-align': [
    {
      align: ['baseline', 'top', 'middle', 'bottom', 'text-top', 'text-bottom', 'sub', 'super'],
    },
  ],
  whitespace: literal('whitespace', [
    'normal',
    'nowrap',
    'pre',
    'pre-line',
    'pre-wrap',
    'break-spaces',
  ]),
  break: literal('break', ['normal', 'words', 'all', 'keep']),
  'text-transform': ['uppercase', 'lowercase', 'capitalize', 'normal-case'],
  'text-decoration': ['underline', 'overline', 'line-through', 'no-underline'],
  'text-decoration-style': literal('decoration', ['solid', 'dashed', 'dotted', 'double', 'wavy']),
  'text-decoration-thickness': [
    { decoration: [isNumber, 'from-font', 'auto', isArbitraryLength, isArbitraryVariableLength] },
  ],
  'text-decoration-color': [{ decoration: color }],
  'underline-offset': [{ 'underline-offset': [isNumber, 'auto', ...arbitrary] }],
  caption: literal('caption', ['top', 'bottom']),
  // Backgrounds
  'bg-attachment': literal('bg', ['fixed', 'local', 'scroll']),
  'bg-clip': [{ 'bg-clip': ['border', 'padding', 'content', 'text'] }],
  'bg-repeat': [{ bg: ['no-repeat', { repeat: ['', 'x', 'y', 'space', 'round'] }] }],
  'bg-size': literal('bg', ['auto', 'cover', 'contain']),
  'bg-position': literal('bg', [
    'center',
    'top',
    'bottom',
    'left',
    'right',
    'top-left',
    'top-right',
    'bottom-left',
    'bottom-right',
  ]),
  'bg-image': [
    {
      bg: [
        'none',
        { linear: [isAny], radial: [isAny], conic: [isAny] },
        isArbitraryImage,
        isArbitraryVariableImage,
      ],
    },
  ],
  'bg-color': [{ bg: color }],
  // Borders, outlines, rings
  rounded: [{ rounded: radius }],
  ...perSide('rounded', 'rounded-', radius, corners),
  'border-w': [{ border: width }],
  ...perSide('border-w', 'border-', width),
  'border-style': literal('border', ['solid', 'dashed', 'dotted', 'double', 'hidden', 'none']),
  'border-collapse': literal('border', ['collapse', 'separate']),
  'border-spacing': [{ 'border-spacing': spacing }],
  'border-color': [{ border: color }],
  ...perSide('border-color', 'border-', color),
  'outline-w': [{ outline: width }],
  'outline-style': literal('outline', ['solid', 'dashed', 'dotted', 'double', 'none', 'hidden']),
  'outline-offset': [{ 'outline-offset': [isNumber, ...arbitrary] }],
  'outline-color': [{ outline: color }],
  'ring-w': [{ ring: width }],
  'ring-w-inset': ['ring-inset'],
  'ring-offset-w': [{ 'ring-offset': [isNumber, isArbitraryLength] }],
  'ring-offset-color': [{ 'ring-offset': color }],
  'ring-color': [{ ring: color }],
  // Effects and filters
  shadow: [
    { shadow: ['', 'none', 'inner', isTshirtSize, isArbitraryShadow, isArbitraryVariableShadow] },
  ],
  'shadow-color': [{ shadow: color }],
  opacity: [{ opacity: [isNumber, ...arbitrary] }],
  blur: [{ blur: ['', 'none', isTshirtSize, ...arbitrary] }],
  filter: [{ filter: ['', 'none', ...arbitrary] }],
  'backdrop-blur': [{ 'backdrop-blur': ['', 'none', isTshirtSize, ...arbitrary] }],
  // Transitions, animation and transforms
  transition: [
    { transition: ['', 'all', 'colors', 'opacity', 'shadow', 'transform', 'none', ...arbitrary] },
  ],
  duration: [{ duration: [isNumber, 'initial', ...arbitrary] }],
  delay: [{ delay: [isNumber, ...arbitrary] }],
  ease: [{ ease: ['linear', 'in', 'out', 'in-out', 'initial', ...arbitrary] }],
  animate: [{ animate: ['none', 'spin', 'ping', 'pulse', 'bounce', ...arbitrary] }],
  transform: ['transform', { transform: ['cpu', 'gpu', 'none'] }],
  rotate: [{ rotate: ['none', isNumber, ...arbitrary] }],
  'scale-x': [{ 'scale-x': [isNumber, ...arbitrary] }],
  'scale-y': [{ 'scale-y': [isNumber, ...arbitrary] }],
  translate: [{ translate: ['none', 'full', isFraction, ...spacing] }],
  'translate-x': [{ 'translate-x': ['full', isFraction, ...spacing] }],
  'translate-y': [{ 'translate-y': ['full', isFraction, ...spacing] }],
  // Interactivity and SVG
  accent: [{ accent: color }],
  cursor: [{ cursor: [isAnyNonArbitrary, ...arbitrary] }],
  'pointer-events': literal('pointer-events', ['auto', 'none']),
  resize: [{ resize: ['', 'none', 'x', 'y'] }],
  select: literal('select', ['none', 'text', 'all', 'auto']),
  touch: literal('touch', ['auto', 'none', 'manipulation']),
  'touch-x': literal('touch-pan', ['x', 'left', 'right']),
  'touch-y': literal('touch-pan', ['y', 'up', 'down']),
  'touch-pz': ['touch-pinch-zoom'],
  'field-sizing': literal('field-sizing', ['fixed', 'content']),
  fill: [{ fill: ['none', ...color] }],
}

const sidesOf = (group: string, names: readonly string[]) =>
  names.map((side) => sideGroup(group, side))

const conflictingClassGroups: Record<string, readonly string[]> = {
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['start', 'end', 'right', 'left'],
  'inset-y': ['top', 'bottom'],
  overflow: ['overflow-x', 'overflow-y'],
  translate: ['translate-x', 'translate-y'],
  touch: ['touch-x', 'touch-y', 'touch-pz'],
  'touch-x': ['touch'],
  'touch-y': ['touch'],
  'touch-pz': ['touch'],
  'line-clamp': ['display', 'overflow'],
  flex: ['basis', 'grow', 'shrink'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  'font-size': ['leading'],
  p: sidesOf('p', sides),
  'p-x': ['p-r', 'p-l', 'p-s', 'p-e'],
  'p-y': ['p-t', 'p-b'],
  m: sidesOf('m', sides),
  'm-x': ['m-r', 'm-l', 'm-s', 'm-e'],
  'm-y': ['m-t', 'm-b'],
  'scroll-p': sidesOf('scroll-p', sides),
  'scroll-p-x': ['scroll-p-r', 'scroll-p-l', 'scroll-p-s', 'scroll-p-e'],
  'scroll-p-y': ['scroll-p-t', 'scroll-p-b'],
  'border-w': sidesOf('border-w', sides),
  'border-w-x': ['border-w-r', 'border-w-l', 'border-w-s', 'border-w-e'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sidesOf('border-color', sides),
  'border-color-x': ['border-color-r', 'border-color-l', 'border-color-s', 'border-color-e'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  rounded: sidesOf('rounded', corners),
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
}

/** The tailwind-merge configuration behind `cn`. */
export const classMergeConfig = (): Config<string, string> => ({
  cacheSize: 500,
  theme: {},
  classGroups,
  conflictingClassGroups,
  // `text-sm/6` sets the line height too, so it overrides an earlier `leading-*`.
  conflictingClassGroupModifiers: { 'font-size': ['leading'] },
  // Pseudo-element variants apply in the order written, so `before:hover:` ≠ `hover:before:`.
  orderSensitiveModifiers: [
    '*',
    '**',
    'after',
    'backdrop',
    'before',
    'details-content',
    'file',
    'first-letter',
    'first-line',
    'marker',
    'placeholder',
    'selection',
  ],
})
