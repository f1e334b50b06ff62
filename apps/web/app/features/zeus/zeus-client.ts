import type { ZeusBill, ZeusEquipmentList, ZeusProject, ZeusProjectInput, ZeusProjectList } from '@ironhouse/contracts'
import type { BrowserApiClient } from '../../platform/api-client.ts'

/**
 * The browser's calls to /svc_zeus (docs/zeus-builder.md). Every answer is the shopper's own (their
 * designs, their group's prices), so the pages fetch after load and stay cacheable per shopper class.
 */
export function zeusClient(api: BrowserApiClient) {
  return {
    equipment: () => api.get<ZeusEquipmentList>('/svc_zeus/equipment'),
    designs: (kind: 'template' | 'featured') => api.get<ZeusProjectList>('/svc_zeus/designs', { query: { kind } }).then((r) => r.projects),
    mine: () => api.get<ZeusProjectList>('/svc_zeus/projects').then((r) => r.projects),
    read: (id: number) => api.get<ZeusProject>(`/svc_zeus/projects/${id}`),
    create: (input: ZeusProjectInput) => api.post<ZeusProject>('/svc_zeus/projects', input),
    update: (id: number, input: ZeusProjectInput) => api.put<ZeusProject>(`/svc_zeus/projects/${id}`, input),
    remove: (id: number) => api.delete<{ ok: true }>(`/svc_zeus/projects/${id}`),
    copy: (id: number) => api.post<ZeusProject>(`/svc_zeus/projects/${id}/copy`, {}),
    bill: (items: ReadonlyArray<{ productId: number }>) => api.post<ZeusBill>('/svc_zeus/bill', { items: items.map((i) => ({ productId: i.productId })) }),
  }
}

export type ZeusClient = ReturnType<typeof zeusClient>

/** A room's size as a shopper reads it: "12 × 20 ft" for inches in whole feet, else "144 × 240 in" / "500 × 400 cm". */
export function roomSizeLabel(room: { unit: 'in' | 'cm'; width: number; length: number }): string {
  if (room.unit === 'in' && room.width % 12 === 0 && room.length % 12 === 0) return `${room.width / 12} × ${room.length / 12} ft`
  return `${room.width} × ${room.length} ${room.unit}`
}
