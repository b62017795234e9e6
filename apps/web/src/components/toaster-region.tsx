// Its own module so `LazyToaster` can load sonner after the first paint (ADR 0011 addendum).
export { Toaster as default } from '@fabula/ui'
