/** Surface shared by floating panels (popover, menus, select list, tooltip-free). */
export const floatingPanelClasses =
  'z-50 rounded-md border bg-popover text-popover-foreground shadow-md outline-none data-[state=open]:animate-pop-in'
