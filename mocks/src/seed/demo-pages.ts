/** The pages the publishing seed posts to (ids as the provider knows them). */
export const pages = {
  coffee: { id: '104000000000001', name: 'Causeway Coffee Roasters' },
  bakery: { id: '104000000000002', name: 'Harbour Lights Bakery' },
  trail: { id: '104000000000003', name: 'Trailhead Outfitters' },
  garden: { id: '104000000000005', name: 'Northwind Community Garden' },
} as const;
export type PageKey = keyof typeof pages;
