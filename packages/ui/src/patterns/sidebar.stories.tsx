import type { Meta, StoryObj } from '@storybook/react-vite'
import { BarChart3, BookOpen, Home, Languages, Settings } from 'lucide-react'
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarGroup,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar.js'

const items = [
  { label: 'Home', icon: Home, active: true },
  { label: 'Library', icon: BookOpen },
  { label: 'Vocabulary', icon: Languages },
  { label: 'Progress', icon: BarChart3 },
]

function AppShell({ defaultOpen = true }: { defaultOpen?: boolean }) {
  return (
    <SidebarProvider
      open={defaultOpen ? undefined : false}
      defaultOpen={defaultOpen}
      className="min-h-[480px]"
    >
      <Sidebar label="Main navigation">
        <SidebarHeader>
          <div className="flex h-8 items-center gap-2 px-2 font-semibold group-data-[collapsible=icon]:justify-center group-data-[collapsible=icon]:px-0">
            <span
              aria-hidden="true"
              className="flex size-6 items-center justify-center rounded bg-primary text-xs text-primary-foreground"
            >
              F
            </span>
            <span className="group-data-[collapsible=icon]:sr-only">Fabula</span>
          </div>
        </SidebarHeader>
        <SidebarContent aria-label="Sections">
          <SidebarGroup>
            <SidebarGroupLabel>Read</SidebarGroupLabel>
            <SidebarMenu>
              {items.map((item) => (
                <SidebarMenuItem key={item.label}>
                  <SidebarMenuButton asChild isActive={item.active} tooltip={item.label}>
                    <a href={`#${item.label.toLowerCase()}`}>
                      <item.icon aria-hidden="true" />
                      <span>{item.label}</span>
                    </a>
                  </SidebarMenuButton>
                </SidebarMenuItem>
              ))}
            </SidebarMenu>
          </SidebarGroup>
        </SidebarContent>
        <SidebarFooter>
          <SidebarMenu>
            <SidebarMenuItem>
              <SidebarMenuButton tooltip="Settings">
                <Settings aria-hidden="true" />
                <span>Settings</span>
              </SidebarMenuButton>
            </SidebarMenuItem>
          </SidebarMenu>
        </SidebarFooter>
      </Sidebar>
      <SidebarInset>
        <header className="flex h-12 items-center gap-2 border-b px-3">
          <SidebarTrigger />
          <h1 className="text-sm font-medium">Home</h1>
        </header>
        <div className="p-4 text-sm text-muted-foreground">Your next story is ready.</div>
      </SidebarInset>
    </SidebarProvider>
  )
}

const meta = {
  title: 'Patterns/Sidebar',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppShell>

export default meta
type Story = StoryObj<typeof meta>

export const Expanded: Story = {}
export const Collapsed: Story = { args: { defaultOpen: false } }
export const RightToLeft: Story = { globals: { direction: 'rtl' } }
