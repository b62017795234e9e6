import { describe, expect, it } from 'vitest'
import { cn } from './cn'

describe('cn', () => {
  it('lets a later utility of the same family win', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4')
    expect(cn('bg-primary text-sm', 'bg-muted/50')).toBe('text-sm bg-muted/50')
    expect(cn('rounded-md', 'rounded-none')).toBe('rounded-none')
  })

  it('lets a shorthand override the sides it covers, and not the reverse', () => {
    expect(cn('pt-2 ps-3', 'p-4')).toBe('p-4')
    expect(cn('p-4', 'pt-2')).toBe('p-4 pt-2')
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6')
    expect(cn('border-s-2', 'border-0')).toBe('border-0')
  })

  it('tells apart utilities that share a prefix', () => {
    expect(cn('text-sm text-muted-foreground text-center', 'text-lg')).toBe(
      'text-muted-foreground text-center text-lg',
    )
    expect(cn('text-[10px]', 'text-destructive')).toBe('text-[10px] text-destructive')
    expect(cn('border border-input border-dashed', 'border-primary')).toBe(
      'border border-dashed border-primary',
    )
    expect(cn('shadow-sm', 'shadow-violet-500/70')).toBe('shadow-sm shadow-violet-500/70')
    expect(cn('font-mono font-medium', 'font-bold')).toBe('font-mono font-bold')
  })

  it('compares utilities under the same variants only', () => {
    expect(cn('hover:bg-accent bg-card', 'hover:bg-muted')).toBe('bg-card hover:bg-muted')
    expect(cn('md:focus-visible:ring-2', 'focus-visible:md:ring-4')).toBe('focus-visible:md:ring-4')
    expect(cn('before:hover:opacity-50', 'hover:before:opacity-70')).toBe(
      'before:hover:opacity-50 hover:before:opacity-70',
    )
    expect(cn('p-2!', 'p-4')).toBe('p-2! p-4')
  })

  it('keeps classes it does not know, and joins conditional ones', () => {
    expect(cn('animate-fade-in', 'animate-spin')).toBe('animate-fade-in animate-spin')
    expect(cn('reader-word', false, undefined, { 'font-bold': true, italic: false })).toBe(
      'reader-word font-bold',
    )
  })

  it('lets a font size with a line height override an earlier leading', () => {
    expect(cn('leading-tight', 'text-sm/6')).toBe('text-sm/6')
    expect(cn('text-sm/6', 'leading-none')).toBe('text-sm/6 leading-none')
  })
})
