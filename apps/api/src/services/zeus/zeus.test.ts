// ZEUS gym builder (shell §2: /zeus-builder, its project pages and account my-gyms, USA only; the calls
// and rules are ours: docs/zeus-builder.md): guests, owners and someone else's design, validation,
// templates and featured designs, copy to My Gyms, and the bill priced as the cart prices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorBody, List, ZeusBill, ZeusEquipmentList, ZeusProject, ZeusProjectList } from '@ironhouse/contracts'
import { zeusProjects } from '@ironhouse/db'
import { ZEUS_MAX_PROJECTS } from '@ironhouse/domain'
import { DEMO_IDS, PRODUCT_IDS } from '@ironhouse/demo-data'
import { openTestApp, type TestApp } from '../../../test/helpers.ts'
import { shopper, type Shopper } from '../../../test/shopper.ts'
import { addTestSignInRoute, signedInCustomer } from '../../../test/sign-in.ts'

let t: TestApp

beforeAll(async () => {
  t = await openTestApp({}, addTestSignInRoute)
})
afterAll(async () => {
  await t.close()
})

async function customer(email: string): Promise<Shopper & { id: number }> {
  const signed = await signedInCustomer(t.app, email)
  const s = shopper(t.app)
  for (const [k, v] of Object.entries(signed.cookies)) s.jar.set(k, v)
  return Object.assign(s, { id: signed.id })
}

const rack = PRODUCT_IDS.monsterPowerRack // 53 × 54 in, $1,495.00
const rower = PRODUCT_IDS.rowErg // 24 × 96 in, $990.00
const garage = {
  name: 'My Garage',
  unit: 'in',
  width: 144,
  length: 240,
  items: [
    { productId: rack, x: 45, y: 10, rotation: 0 },
    { productId: rower, x: 10, y: 130, rotation: 0 },
    { productId: rower, x: 40, y: 130, rotation: 0 },
  ],
}

describe('ZEUS builder: designs belong to their customer', () => {
  it('guests get 401 for My Gyms and saving, and may read templates and featured designs', async () => {
    const guest = shopper(t.app)
    const mine = await guest.get('/svc_zeus/projects')
    expect(mine.status).toBe(401)
    expect(ErrorBody.parse(mine.body)).toMatchObject({ error: 'unauthorized', message: 'Please log in to continue' })
    expect((await guest.post('/svc_zeus/projects', garage)).status).toBe(401)

    const templates = ZeusProjectList.parse((await guest.get('/svc_zeus/designs?kind=template')).body).projects
    expect(templates.map((p) => p.name)).toEqual(['Garage Gym Starter', 'Two-Car Garage', 'Affiliate Box Corner'])
    const featured = ZeusProjectList.parse((await guest.get('/svc_zeus/designs?kind=featured')).body).projects
    expect(featured.map((p) => [p.name, p.unit, p.itemCount])).toEqual([
      ['The Ironhouse Test Lab', 'in', 10],
      ['Columbus Home Gym', 'cm', 3],
    ])
    const first = templates[0]
    if (!first) throw new Error('no template')
    const read = ZeusProject.parse((await guest.get(`/svc_zeus/projects/${first.id}`)).body)
    expect(read.items).toHaveLength(3)
    expect((await guest.post(`/svc_zeus/projects/${first.id}/copy`, {})).status).toBe(401)
  })

  it('the owner creates, lists, reads, updates and deletes; someone else gets 404 for all of it', async () => {
    const ada = await customer('zeus-owner@example.com')
    const bob = await customer('zeus-other@example.com')
    const created = await ada.post('/svc_zeus/projects', garage)
    expect(created.status, JSON.stringify(created.body)).toBe(201)
    const project = ZeusProject.parse(created.body)
    expect(project).toMatchObject({ kind: 'project', name: 'My Garage', unit: 'in', width: 144, length: 240, items: garage.items })

    expect(ZeusProjectList.parse((await ada.get('/svc_zeus/projects')).body).projects.map((p) => [p.id, p.itemCount])).toEqual([[project.id, 3]])
    expect(ZeusProject.parse((await ada.get(`/svc_zeus/projects/${project.id}`)).body).items).toEqual(garage.items)

    // someone else's design is not told apart from none
    for (const answer of [
      await bob.get(`/svc_zeus/projects/${project.id}`),
      await bob.put(`/svc_zeus/projects/${project.id}`, { ...garage, name: 'Mine now' }),
      await bob.del(`/svc_zeus/projects/${project.id}`),
      await bob.post(`/svc_zeus/projects/${project.id}/copy`, {}),
      await bob.get(`/svc_zeus/projects/${project.id}/bill`),
      await shopper(t.app).get(`/svc_zeus/projects/${project.id}`),
    ]) {
      expect(answer.status).toBe(404)
      expect(answer.body).toMatchObject({ error: 'not_found', message: 'Design was not found' })
    }
    expect(ZeusProjectList.parse((await bob.get('/svc_zeus/projects')).body).projects).toEqual([])

    const moved = await ada.put(`/svc_zeus/projects/${project.id}`, { ...garage, name: 'Garage v2', items: [{ productId: rack, x: 90, y: 0, rotation: 90 }] })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    expect(ZeusProject.parse((await ada.get(`/svc_zeus/projects/${project.id}`)).body)).toMatchObject({ name: 'Garage v2', items: [{ productId: rack, x: 90, y: 0, rotation: 90 }] })

    expect((await ada.del(`/svc_zeus/projects/${project.id}`)).status).toBe(200)
    expect((await ada.get(`/svc_zeus/projects/${project.id}`)).status).toBe(404)
  })

  it('a template is read-only: saving over it or deleting it is a 404; copying puts it in My Gyms', async () => {
    const ada = await customer('zeus-copier@example.com')
    const templates = ZeusProjectList.parse((await ada.get('/svc_zeus/designs?kind=template')).body).projects
    const template = templates.find((p) => p.name === 'Two-Car Garage')
    if (!template) throw new Error('no template')
    expect((await ada.put(`/svc_zeus/projects/${template.id}`, garage)).status).toBe(404)
    expect((await ada.del(`/svc_zeus/projects/${template.id}`)).status).toBe(404)

    const copied = await ada.post(`/svc_zeus/projects/${template.id}/copy`, {})
    expect(copied.status, JSON.stringify(copied.body)).toBe(201)
    const copy = ZeusProject.parse(copied.body)
    const original = ZeusProject.parse((await ada.get(`/svc_zeus/projects/${template.id}`)).body)
    expect(copy).toMatchObject({ kind: 'project', name: 'Two-Car Garage', width: 240, length: 240, items: original.items })
    expect(copy.id).not.toBe(template.id)
    const again = ZeusProject.parse((await ada.post(`/svc_zeus/projects/${copy.id}/copy`, { name: 'Plan B' })).body)
    expect(again.name).toBe('Plan B')
    expect(ZeusProjectList.parse((await ada.get('/svc_zeus/projects')).body).projects.map((p) => p.name).sort()).toEqual(['Plan B', 'Two-Car Garage'])
    // the template itself did not change
    expect(ZeusProjectList.parse((await ada.get('/svc_zeus/designs?kind=template')).body).projects).toEqual(templates)
  })

  it(`a customer keeps at most ${ZEUS_MAX_PROJECTS} designs: the next save is a 409`, async () => {
    const ada = await customer('zeus-limit@example.com')
    await t.db.db.insert(zeusProjects).values(
      Array.from({ length: ZEUS_MAX_PROJECTS }, (_, i) => ({ kind: 'project', customerId: ada.id, name: `Gym ${i + 1}`, unit: 'in', width: 120, length: 120, items: [] })),
    )
    const refused = await ada.post('/svc_zeus/projects', garage)
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: 'conflict', message: 'You can keep at most 50 designs in My Gyms: delete one to save another' })
  })
})

describe('ZEUS builder: bad input is a 4xx with a code, never a 500', () => {
  it('room size, unknown or quoted products, items outside the room, rotation, name and ids', async () => {
    const ada = await customer('zeus-validation@example.com')
    const save = (body: unknown) => ada.post('/svc_zeus/projects', body)

    const small = await save({ ...garage, width: 59 })
    expect(small.status).toBe(400)
    expect(small.body).toMatchObject({ error: 'validation_error', message: "The room's width and length must be whole numbers from 60 to 1200 inches" })
    expect((await save({ ...garage, unit: 'cm', width: 3001 })).body.message).toBe("The room's width and length must be whole numbers from 150 to 3000 cm")

    const bar = await save({ ...garage, items: [{ productId: DEMO_IDS.ohioBar, x: 0, y: 0, rotation: 0 }] })
    expect(bar.status).toBe(400)
    expect(bar.body).toMatchObject({ error: 'validation_error', message: 'Item 1 is not equipment the builder offers (product 1001)' })
    expect((await save({ ...garage, items: [{ productId: DEMO_IDS.quotedProduct, x: 0, y: 0, rotation: 0 }] })).status).toBe(400)

    // a rower 96 in long from y = 150 ends at 246 in a 240 in room; turned a quarter it fits
    const outside = await save({ ...garage, items: [{ productId: rower, x: 0, y: 150, rotation: 0 }] })
    expect(outside.status).toBe(400)
    expect(outside.body).toMatchObject({ error: 'validation_error', message: 'Item 1 does not fit inside the room at that position' })
    expect((outside.body as { details: { problems: Array<{ code: string; index: number }> } }).details.problems).toEqual([expect.objectContaining({ code: 'ITEM_OUTSIDE_ROOM', index: 0 })])
    expect((await save({ ...garage, items: [{ productId: rower, x: 0, y: 150, rotation: 90 }] })).status).toBe(201)

    for (const body of [
      { ...garage, items: [{ productId: rower, x: 0, y: 0, rotation: 45 }] },
      { ...garage, items: [{ productId: rower, x: -1, y: 0, rotation: 0 }] },
      { ...garage, width: 144.5 },
      { ...garage, unit: 'ft' },
      { ...garage, name: '   ' },
      { ...garage, name: 'x'.repeat(61) },
      { ...garage, items: Array.from({ length: 101 }, () => ({ productId: rower, x: 0, y: 0, rotation: 0 })) },
    ]) {
      const answer = await save(body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(answer.body.error).toBe('validation_error')
    }
    expect((await ada.get('/svc_zeus/projects/abc')).status).toBe(400)
    expect((await ada.get('/svc_zeus/projects/999999')).status).toBe(404)
    expect((await ada.get('/svc_zeus/designs?kind=secret')).status).toBe(400)
  })

  it('shell §2: the builder is USA only, other sites answer 404', async () => {
    const answer = await shopper(t.app).get('/svc_zeus/designs?kind=template&storeId=2')
    expect(answer.status).toBe(404)
    expect(answer.body.message).toBe('The ZEUS Gym Builder is available on the USA store only')
  })
})

describe('ZEUS builder: the bill of materials is priced on the server as the cart prices', () => {
  it('the picker lists rigs, racks, benches and ergs at the shopper price; configurable and quoted products are left out', async () => {
    const list = ZeusEquipmentList.parse((await shopper(t.app).get('/svc_zeus/equipment')).body)
    expect(list.currency).toBe('USD')
    const byId = new Map(list.equipment.map((e) => [e.productId, e]))
    expect(byId.get(rack)).toMatchObject({ name: 'Monster Power Rack', kind: 'rack', widthIn: 53, depthIn: 54, price: 149500 })
    expect(byId.get(PRODUCT_IDS.wallMountRig)).toMatchObject({ kind: 'rig', price: 124500 })
    expect(new Set(list.equipment.map((e) => e.kind))).toEqual(new Set(['rig', 'rack', 'bench', 'cardio', 'strongman']))
    expect(byId.has(DEMO_IDS.quotedProduct)).toBe(false)
    expect(byId.has(PRODUCT_IDS.monsterLiteRack)).toBe(false)
  })

  it('a template bill: one line per product with its quantity, the total, and what the cart can take now', async () => {
    const guest = shopper(t.app)
    const starter = ZeusProjectList.parse((await guest.get('/svc_zeus/designs?kind=template')).body).projects.find((p) => p.name === 'Garage Gym Starter')
    if (!starter) throw new Error('no template')
    const bill = ZeusBill.parse((await guest.get(`/svc_zeus/projects/${starter.id}/bill`)).body)
    expect(bill.lines.map((l) => [l.name, l.qty, l.unitPrice, l.rowTotal])).toEqual([
      ['Monster Power Rack', 1, 149500, 149500],
      ['Adjustable Bench 3.0', 1, 59500, 59500],
      ['Concept 2 RowErg', 1, 99000, 99000],
    ])
    expect(bill).toMatchObject({ currency: 'USD', itemCount: 3, total: 308000 })

    const mixed = await guest.post('/svc_zeus/bill', { items: [{ productId: rower }, { productId: rower }, { productId: PRODUCT_IDS.flatUtilityBench }, { productId: PRODUCT_IDS.competitionBench }] })
    expect(mixed.status, JSON.stringify(mixed.body)).toBe(200)
    expect(ZeusBill.parse(mixed.body).lines.map((l) => [l.name, l.qty, l.buyableQty, l.note])).toEqual([
      ['Concept 2 RowErg', 2, 2, null],
      ['Flat Utility Bench 2.0', 1, 0, 'Flat Utility Bench 2.0 is out of stock: sign up on its page to hear when it is back'],
      ['Competition Bench', 1, 0, 'Competition Bench is out of stock'],
    ])
    const bad = await guest.post('/svc_zeus/bill', { items: [{ productId: DEMO_IDS.ohioBar }] })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ error: 'validation_error', message: 'Product 1001 is not equipment the builder offers' })
  })

  it("the bill's buyable lines go into the cart through the cart API at the bill's prices", async () => {
    const ada = await customer('zeus-cart@example.com')
    const bill = ZeusBill.parse((await ada.post('/svc_zeus/bill', { items: garage.items })).body)
    const cart = (await ada.post('/svc_list/lists', { type: 'cart' })).body.list as { _id: string }
    const added = await ada.post(`/svc_list/lists/${cart._id}/items`, { items: bill.lines.filter((l) => l.buyableQty > 0).map((l) => ({ productId: l.productId, qty: l.buyableQty })) })
    expect(added.status, JSON.stringify(added.body)).toBe(200)
    const list = List.parse(added.body.list)
    expect(list.items.map((i) => [i.productId, i.qty, i.price])).toEqual(bill.lines.map((l) => [l.productId, l.qty, l.unitPrice]))
  })
})
