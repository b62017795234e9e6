import { clsx, type ClassValue } from 'clsx'
import { createTailwindMerge } from 'tailwind-merge'
import { classMergeConfig } from './class-groups.js'

const mergeClasses = createTailwindMerge(classMergeConfig)

/**
 * Joins class names and lets later Tailwind utilities win over earlier conflicting ones, so a
 * caller's `className` can override a component's defaults (`cn('px-2', 'px-4')` → `'px-4'`).
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs))
}
