/** Query keys of integration data; all of it is one list, shared by every staff member. */
export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => ['integrations', 'list'] as const,
}
