import type * as React from 'react'
import { Tooltip, TooltipContent, TooltipTrigger } from '../components/tooltip.js'

/** A collapsed rail item's label as a tooltip (loaded by ./sidebar when the rail collapses). */
export function SidebarTooltip({
  side,
  content,
  children,
}: {
  side: 'left' | 'right'
  content: React.ReactNode
  children: React.ReactElement
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent side={side}>{content}</TooltipContent>
    </Tooltip>
  )
}
