/** Name of the performance mark set when the first page has rendered (and hydrated). */
export const FIRST_RENDER_MARK = 'fabula:first-render'
