// Plain Tailwind utility names over the shared theme tokens, so this package renders correctly in
// the web app without depending on @fabula/ui. The app's Tailwind setup must @source this package.

/** Classes of a primary (filled) button. */
export const PRIMARY_BUTTON =
  'inline-flex h-9 items-center justify-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground shadow-xs transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50'

/** Classes of a secondary (outlined) button. */
export const OUTLINE_BUTTON =
  'inline-flex h-9 items-center justify-center gap-2 rounded-md border bg-background px-4 text-sm font-medium text-foreground shadow-xs transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50'

/** Classes of a small, quiet button (e.g. copy). */
export const GHOST_BUTTON =
  'inline-flex h-7 items-center justify-center rounded-md px-2 text-xs font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring'
