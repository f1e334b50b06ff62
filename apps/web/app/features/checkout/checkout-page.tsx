// The checkout (commerce §2, §4, §8): contact and shipping address, the shipping method per package,
// gift cards, payment (a new card tokenised at the gateway, a stored card, PayPal or a redirect
// method), review and place. Every figure shown comes from the server's quote; the browser formats.
import {
  addressFormDefaults,
  chooseActiveCart,
  findRegion,
  loginRedirectPath,
  formatPrice,
  giftCardsCoverOrder,
  hasVatNumberError,
  isTaxExemptDisplayed,
  pathAfterCartEmptied,
  placementErrorAction,
  placeOrderRemainingWaitMs,
  policiesNoticeText,
  type PlacementErrorAction,
  redirectPaymentMessage,
  REVERSE_CHARGE_LABEL,
  type CurrencyCode,
  type FormFieldRules,
} from '@ironhouse/domain'
import type { List, ListItem, OrderQuote } from '@ironhouse/contracts'
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { ApiError } from '../../platform/api-error.ts'
import { useSessionStore } from '../../platform/session-context.tsx'
import { siteFromPath, sitePath } from '../../platform/site.ts'
import { useRootData } from '../../platform/use-root-data.ts'
import { countryName, shipToCountries } from '../../ui/address-lines.tsx'
import { FormField } from '../../ui/form-field.tsx'
import { useForm } from '../../ui/use-form.ts'
import { trackCheckoutStep } from '../../platform/analytics.ts'
import { checkoutClient, type Address, type MethodsAnswer, type PaymentChoice, type SavedAddress, type ShippingMode } from './checkout-client.ts'
import { ORDER_LOCAL_SAVE_DELAY_MS, clearLocalOrder, readLocalOrder, writeLocalOrder } from './local-order.ts'
import { placementMessage } from './messages.ts'
import { placementFollowUp } from './placement-follow-up.ts'
import { OutOfStockDialog } from './out-of-stock-dialog.tsx'
import { addressBookEntryOf, inAddressBook, namePlaceValues, streetLines } from './save-address.ts'
import { OrderLineList } from '../orders/order-view.tsx'
import { approvalAfterGiftCardChange, paymentAfterMethodsLoaded, type PayPalApproval } from './payment-choice.ts'
import { orderStatusAfterPlacing } from './order-status.ts'
import { orderHashOf, quoteFreshness, ratesToKeep, type QuoteFreshness } from './quote-freshness.ts'
import { useCountryRegions } from '../account/geo.ts'
import { AddressPlaceFields, regionRules } from './region-field.tsx'
import { BillingAddress, billingAddressFor, ownBillingReason, useBilling } from './billing-address.tsx'

const text = (label: string, maxLength = 100, required = true): FormFieldRules => ({ type: 'text', label, required, maxLength })
const ADDRESS_FIELDS = {
  email: { type: 'email', label: 'Email', required: true, maxLength: 320 } satisfies FormFieldRules,
  firstname: text('First name'),
  lastname: text('Last name'),
  telephone: { type: 'tel', label: 'Phone', required: true, maxLength: 40 } satisfies FormFieldRules,
  company: text('Company (optional)', 100, false),
  street: text('Street address', 200),
  apartment: text('Apartment, suite, unit (optional)', 100, false),
  city: text('City'),
  region: text('State / region', 100, false),
  postcode: text('Postcode', 20),
  vatNumber: text('VAT number (optional)', 40, false),
  eoriNumber: text('EORI number (optional)', 40, false),
}

/** Sites whose business buyers give a VAT number (reverse charge) and an EORI number (customs), docs/tax.md. */
const VAT_SITES = new Set(['EUR', 'GBR'])
/** What the gateway takes of a card's month, year and security code (else it refuses the whole card as "Invalid body"). */
const cardPart = (pattern: RegExp, message: string) => (value: string) => (pattern.test(value.trim()) ? null : message)
const CARD_FIELDS = {
  number: { type: 'text', label: 'Card number', required: true, maxLength: 23 } satisfies FormFieldRules,
  expMonth: { type: 'number', label: 'Expiry month', required: true, maxLength: 2, validate: cardPart(/^(0?[1-9]|1[0-2])$/, 'Please enter the expiry month as 1 to 12') } satisfies FormFieldRules,
  expYear: { type: 'number', label: 'Expiry year', required: true, maxLength: 4, validate: cardPart(/^(\d{2}|\d{4})$/, 'Please enter the expiry year, e.g. 2030') } satisfies FormFieldRules,
  cvc: { type: 'password', label: 'Security code', required: true, maxLength: 4, validate: cardPart(/^\d{3,4}$/, 'Please enter the 3 or 4 digits of your security code') } satisfies FormFieldRules,
  holderName: text('Name on card'),
}

type Step = 'address' | 'shipping' | 'payment'

/** commerce §3, §4 shipping modes as the shopper chooses them (the words are ours). */
const SHIPPING_MODE_LABELS: Readonly<Record<ShippingMode, string>> = {
  fastest: 'Fastest: what is ready ships now, the rest as soon as it is in stock',
  fewestPackages: 'Fewest packages: everything ships together',
}

/** Applying a gift card code that does not exist or has no balance (ours: commerce §8 names the codes). */
const GIFT_CARD_NOT_USABLE = 'This gift card cannot be used: the code was not found or it has no balance left.'

/** The clock of the minimum placing time (read in event handlers only). */
const nowMs = () => Date.now()

/**
 * `namedListId`: the list the shopper was sent to check out (a buy-now list, a registry purchase);
 * without one, the active cart.
 */
export function CheckoutPage({ namedListId, paypalReturn = null }: { namedListId: string | null; paypalReturn?: string | null }) {
  const { site, prefix } = useRootData()
  const { api, session } = useSessionStore()
  const client = useMemo(() => checkoutClient(api), [api])
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const money = (amount: number, currency: string) => formatPrice(amount, { currency: currency as CurrencyCode, siteCode: site.code })
  const countries = useMemo(() => shipToCountries(site), [site])

  const [listId, setListId] = useState<string | null>(null)
  // the list being checked out, as the cart service priced it: the summary's lines until the first quote
  const [cart, setCart] = useState<List | null>(null)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [step, setStep] = useState<Step>('address')
  const [countryId, setCountryId] = useState(countries[0] ?? 'US')
  const [quote, setQuote] = useState<OrderQuote | null>(null)
  // commerce §4: the address the quote was made for (its order hash is compared with the form's)
  const [quotedAddress, setQuotedAddress] = useState<Address | null>(null)
  const [shippingMode, setShippingMode] = useState<ShippingMode>('fastest')
  const [giftcards, setGiftcards] = useState<Array<string>>([])
  const [giftcardInput, setGiftcardInput] = useState('')
  const [methods, setMethods] = useState<MethodsAnswer | null>(null)
  const [payment, setPayment] = useState<string>('card')
  const [storedCvc, setStoredCvc] = useState('')
  // a signed-in customer's new card is kept in the account unless they untick it (Payment Methods)
  // keeping a card is the shopper's choice, asked each time (not ticked for them)
  const [saveCard, setSaveCard] = useState(false)
  const [agreed, setAgreed] = useState({ subscription: false, trial: false })
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<{ message: string; details: ReadonlyArray<string> } | null>(null)
  // where the problem shows: by the gift card field when applying a card failed, else above the steps
  const [problemAt, setProblemAt] = useState<'giftcard' | null>(null)
  const lastFailure = useRef<PlacementErrorAction | null>(null)
  // commerce §8 inventory_error: the cart's lines that can no longer be sold, shown in a dialog
  const [outOfStock, setOutOfStock] = useState<ReadonlyArray<ListItem> | null>(null)
  const topRef = useRef<HTMLHeadingElement>(null)
  // shell §5: prefilled from the customer, from the session at once, then from the customer record or a saved address
  const shipTo = useCountryRegions(api, countryId, site.code)
  const address = useForm({
    ...ADDRESS_FIELDS,
    region: regionRules('State / region', shipTo.country, shipTo.regions),
    email: { ...ADDRESS_FIELDS.email, initial: session.email ?? '' },
    firstname: { ...ADDRESS_FIELDS.firstname, initial: session.firstname ?? '' },
    lastname: { ...ADDRESS_FIELDS.lastname, initial: session.lastname ?? '' },
  })
  const card = useForm(CARD_FIELDS)
  const billing = useBilling(api, site.code, countries[0] ?? site.defaultCountry)
  const [savedAddresses, setSavedAddresses] = useState<Array<SavedAddress>>([])
  // ours (docs/storefront.md): a signed-in customer's new shipping address goes to their address book after placing
  const [saveToBook, setSaveToBook] = useState(true)
  const [restored, setRestored] = useState(false)
  /** commerce §3/§4: a PayPal payment approved before placing; while set the payment is read-only. */
  const [paypalAuth, setPaypalAuth] = useState<PayPalApproval | null>(null)
  const [restoredShipping, setRestoredShipping] = useState<OrderQuote['shipping']>([])
  const businessFields = VAT_SITES.has(site.code)
  const resetAddress = address.reset

  // commerce §7: placing carries a captcha (action placeorder); its token is made while the shopper pays
  useEffect(() => {
    if (step === 'payment') api.prepareCaptcha('placeorder')
  }, [api, step])

  // the cart being checked out: the list named (a buy-now list, a registry purchase), else the active
  // cart (commerce §4), the same list the cart page and the header's count show
  useEffect(() => {
    let live = true
    client
      .lists()
      .then((lists) => {
        if (!live) return
        const chosen = [lists.find((list) => list._id === namedListId), chooseActiveCart(lists)].find((list) => list !== undefined && list.items.length > 0)
        if (!chosen) {
          onCartEmpty()
          return
        }
        setListId(chosen._id)
        setCart(chosen)
        onCartFound(chosen._id)
      })
      .catch(() => live && setLoadError('Your cart could not be loaded. Please try again.'))
    return () => {
      live = false
    }
  }, [client, namedListId])

  /** The address as entered, its state as the code of the country's list when it has one (an address book entry keeps the name). */
  function shippingAddress(): Address {
    return withRegionCode(addressFrom(address.values, countryId))
  }

  /** An address whose state names one of the country's list by its code (an address book entry keeps the name). */
  function withRegionCode(entered: Address): Address {
    const region = findRegion(shipTo.regions, { text: entered.region })
    return region ? { ...entered, region: region.code } : entered
  }

  /** Commerce §4 shipping and tax state: whether the quote still applies to the address as the form stands (null before a quote). */
  function currentFreshness(): QuoteFreshness | null {
    if (!quote) return null
    const quotedHash = quotedAddress ? orderHashOf(withRegionCode(quotedAddress)) : null
    return quoteFreshness({ quotedHash, address: shippingAddress(), country: shipTo.country, needsShipping: quote.needsShipping })
  }

  function addressFrom(v: Record<string, string | undefined>, country: string): Address {
    const text = (name: string) => v[name] ?? ''
    const business = businessFields ? { vatNumber: text('vatNumber').trim() || undefined, eoriNumber: text('eoriNumber').trim() || undefined } : {}
    return {
      firstname: text('firstname'),
      lastname: text('lastname'),
      telephone: text('telephone'),
      email: text('email'),
      street: streetLines(text('street'), text('apartment')),
      ...(text('company').trim() ? { company: text('company').trim() } : {}),
      city: text('city'),
      region: text('region'),
      postcode: text('postcode'),
      countryId: country,
      ...business,
    }
  }

  // commerce §4: the order saved locally is restored for the same cart (within 12 hours); a signed-in
  // customer's default shipping address fills an empty form (shell §5: prefilled from the customer)
  const onCartEmpty = useEffectEvent(() => leaveEmptiedCart())
  const onCartFound = useEffectEvent((id: string) => {
    setRestored(true)
    const local = readLocalOrder(site.code, id, Date.now())
    if (local) {
      resetAddress(local.address)
      if (countries.includes(local.countryId)) setCountryId(local.countryId)
      setPayment(local.payment)
      if (local.shippingMode) setShippingMode(local.shippingMode)
      billing.restore(local.billing)
      setRestoredShipping(local.shipping.map((rate) => ({ ...rate, label: '', carrier: '' })))
    }
    trackCheckoutStep('START', { listId: id, loggedIn: session.loggedIn })
    // back on the step the shopper left (a reload, a 3-D Secure or bank page that failed, PayPal): the
    // order is quoted again with what was restored, then that step opens
    const reopen = async (atStep: Step, problem: string | null) => {
      if (!local) return
      const restoredCountry = countries.includes(local.countryId) ? local.countryId : countryId
      const restoredAddress = addressFrom(local.address, restoredCountry)
      const next = await requote({ shipping: local.shipping.map((rate) => ({ ...rate, label: '', carrier: '' })), address: restoredAddress, listId: id, shippingMode: local.shippingMode ?? 'fastest' })
      if (next) setStep(atStep)
      if (problem) setProblem({ message: problem, details: [] })
      // the step reopened offers every method of the country again: saved cards, PayPal, the local ones
      if (next) await loadMethods(restoredCountry)
    }
    if (paypalReturn && local) {
      void client
        .paypalStatus(paypalReturn)
        .then((answer) => {
          const approved = answer.status === 'authorized' && answer.authorizedPayPalAmount !== null
          if (approved) setPaypalAuth({ token: answer.transactionToken, amount: answer.authorizedPayPalAmount ?? 0 })
          setPayment('paypal')
          return approved
        })
        .catch(() => false)
        .then((approved) => reopen('payment', approved ? null : 'PayPal did not approve the payment. Please try again or choose another payment method.'))
    } else if (local && local.step !== 'address') void reopen(local.step, null)
    if (!session.loggedIn) return
    void client.customer().then((customer) => {
      const book = customer?.addresses ?? []
      setSavedAddresses(book)
      if (local || !customer) return
      const preferred = book.find((entry) => entry.isDefaultShipping) ?? book[0]
      billing.fromBook(book, preferred)
      if (preferred) {
        fillFrom(preferred)
        return
      }
      // no saved address: name, email and telephone from the customer (shell §5, the address book's rule)
      const { firstname, lastname, email, telephone } = addressFormDefaults(site.defaultCountry, customer)
      resetAddress(Object.fromEntries(Object.entries({ firstname, lastname, email, telephone }).filter(([, value]) => value !== '')))
    })
  })

  // commerce §4: saved 500 ms after a change (never the card, its security code or gift card codes)
  useEffect(() => {
    if (!listId || !restored) return
    const timer = setTimeout(() => saveLocally(listId, step), ORDER_LOCAL_SAVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [listId, restored, address.values, countryId, step, quote, payment, site.code, billing.same, billing.countryId, billing.form.values]) // eslint-disable-line react-hooks/exhaustive-deps -- saveLocally reads these

  function saveLocally(id: string, atStep: Step) {
    const { email, firstname, lastname, telephone, company, street, apartment, city, region, postcode, vatNumber, eoriNumber } = address.values
    writeLocalOrder(site.code, {
      listId: id,
      step: atStep,
      address: { email, firstname, lastname, telephone, company, street, apartment, city, region, postcode, vatNumber, eoriNumber },
      countryId,
      shipping: (quote?.shipping ?? []).map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
      ...((quote?.rates?.shippingMode ?? shippingMode) === 'fewestPackages' ? { shippingMode: 'fewestPackages' as const } : {}),
      payment: payment.startsWith('stored:') ? 'card' : payment,
      billing: billing.saved(),
      savedAt: Date.now(),
    })
  }

  /** commerce §3: PayPal approves the order's total before placing; the shopper comes back to /checkout. */
  async function startPayPal() {
    if (!listId || !quote) return
    setBusy(true)
    setProblem(null)
    setProblemAt(null)
    try {
      const auth = await client.paypalAuthorize({
        listId,
        storeId: site.storeId,
        email: address.values.email,
        shippingAddress: quote.needsShipping ? shippingAddress() : null,
        shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
        giftcards: giftcards.map((code) => ({ code })),
        shippingMode: quote.rates?.shippingMode ?? shippingMode,
      })
      saveLocally(listId, 'payment')
      if (auth.action) window.location.assign(auth.action.url)
    } catch (error) {
      fail(error)
      setBusy(false)
    }
  }

  function fillFrom(entry: SavedAddress) {
    resetAddress({
      ...namePlaceValues(entry),
      telephone: entry.telephone ?? '',
      ...(entry.email ? { email: entry.email } : {}),
      vatNumber: entry.vatId ?? '',
    })
    if (entry.countryId && countries.includes(entry.countryId)) setCountryId(entry.countryId)
  }

  /** Commerce §2: a cart emptied while on a checkout path (in another tab, by another device) sends the shopper to /cart. */
  function leaveEmptiedCart() {
    const to = pathAfterCartEmptied(siteFromPath(pathname).restPath)
    if (to) void navigate(sitePath(prefix, to), { replace: true })
  }

  function fail(error: unknown): PlacementErrorAction {
    const { code, message } = failureOf(error)
    const action = placementErrorAction({ error: code, message, paymentType: 'adyen', adyenType: payment === 'paypal' ? 'paypal' : 'scheme' })
    lastFailure.current = action
    if (code === 'empty_cart') {
      leaveEmptiedCart()
      return action
    }
    setProblem({ message: placementMessage(action.messageKey, message), details: action.details })
    if (action.removeGiftCards) setGiftcards([])
    if (action.clearPayPalToken) setPaypalAuth(null)
    if (action.log) console.warn(`checkout: placing the order failed with ${code}`, message)
    // commerce §8: after any placement error the page scrolls smoothly to the top
    topRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' })
    topRef.current?.focus()
    return action
  }

  /** Commerce §8: what a placement error's action asks for after its message is shown. */
  async function followUp(error: unknown, action: PlacementErrorAction, ourGrandTotal: number) {
    // item prices, shipping rates and tax are all the server's: one new quote reloads them together
    if (action.reload === 'itemPrices') {
      await requote({ keepProblem: true })
      return
    }
    if (!listId) return
    const next = await placementFollowUp(action, failureOf(error), ourGrandTotal, {
      order: (orderId) => client.order(orderId, site.storeId),
      cart: async () => {
        const reloaded = await client.list(listId)
        setCart(reloaded)
        if (reloaded.items.length === 0) leaveEmptiedCart()
        return reloaded
      },
    })
    if (next.kind === 'placed') {
      // the same cart's order, with our total: this shopper's own order, placed by an earlier submit
      clearLocalOrder(site.code)
      await navigate(`${sitePath(prefix, '/checkout/success')}?orderId=${encodeURIComponent(next.orderId)}`)
    } else if (next.kind === 'outOfStock') setOutOfStock(next.lines)
    else if (next.kind === 'details') setProblem((shown) => (shown ? { ...shown, details: next.details } : shown))
  }

  async function requote(changes: { shipping?: OrderQuote['shipping']; giftcards?: Array<string>; address?: Address; listId?: string; keepProblem?: boolean; at?: 'giftcard'; shippingMode?: ShippingMode } = {}) {
    const id = changes.listId ?? listId
    if (!id) return null
    setBusy(true)
    if (!changes.keepProblem) setProblem(null)
    setProblemAt(changes.at ?? null)
    try {
      const shipTo = changes.address ?? shippingAddress()
      const next = await client.quote({
        listId: id,
        storeId: site.storeId,
        email: shipTo.email,
        shippingAddress: shipTo,
        shipping: (changes.shipping ?? quote?.shipping ?? restoredShipping).map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
        giftcards: (changes.giftcards ?? giftcards).map((code) => ({ code })),
        shippingMode: changes.shippingMode ?? shippingMode,
      })
      setQuote(next)
      setQuotedAddress(shipTo)
      return next
    } catch (error) {
      const action = fail(error)
      // commerce §8 inventory_error, answered to a quote as to a placement: the cart is read again and the
      // out-of-stock dialog or a line per SKU shows (a reload here would only quote again)
      if (action.checkInventory) await followUp(error, action, 0)
      return null
    } finally {
      setBusy(false)
    }
  }

  async function onAddress(event: FormEvent) {
    event.preventDefault()
    if (!address.validate()) return
    // commerce §4: a changed address clears the chosen rates (unless pickup); the server offers each package's first
    const freshness = currentFreshness()
    // commerce §7: the ship-to country's payment methods load with the quote, so the steps it opens never offer the old country's
    const [next] = await Promise.all([requote(quote && freshness ? { shipping: ratesToKeep(freshness, quote.shipping) } : {}), loadMethods(countryId)])
    if (!next) return
    setStep('shipping')
    if (listId) trackCheckoutStep('SHIPPING', { listId, loggedIn: session.loggedIn })
  }

  /** The payment methods offered for the ship-to country (commerce §4: a change of country reloads them). */
  async function loadMethods(country: string) {
    const offered = await client.methods(country).catch(() => null)
    setMethods(offered)
    if (offered) setPayment((current) => paymentAfterMethodsLoaded(current, offered))
  }

  async function chooseRate(packageNumber: number, shippingCode: string) {
    if (!quote) return
    const offered = quote.rates?.rates.find((rate) => rate.packageNumber === packageNumber && rate.shippingCode === shippingCode)
    if (!offered) return
    await requote({ shipping: quote.shipping.map((rate) => (rate.packageNumber === packageNumber ? { ...offered } : rate)) })
  }

  /** commerce §4: another shipping mode packs the order again; each package gets its first rate. */
  async function chooseMode(mode: ShippingMode) {
    const next = await requote({ shippingMode: mode, shipping: [] })
    if (next) setShippingMode(mode)
  }

  async function applyGiftcard(event: FormEvent) {
    event.preventDefault()
    const code = giftcardInput.trim()
    if (!code) return
    lastFailure.current = null
    const next = await requote({ giftcards: [...giftcards, code], at: 'giftcard' })
    // commerce §4: adding a gift card while the payment is read-only (PayPal approved) resets that payment
    if (next) setPaypalAuth(approvalAfterGiftCardChange(paypalAuth))
    if (next) {
      setGiftcards([...giftcards, code])
      setGiftcardInput('')
    } else if ((lastFailure.current as PlacementErrorAction | null)?.removeGiftCards) {
      // the code typed is the one that cannot be used: the cards applied before stay (commerce §8's
      // removal is for placing), and the message says which, by the field
      setGiftcards(giftcards)
      setProblem({ message: GIFT_CARD_NOT_USABLE, details: [] })
    }
  }

  /** Takes an applied gift card off the order (it is quoted again without it). */
  async function removeGiftcard(code: string) {
    const rest = giftcards.filter((applied) => applied !== code)
    const next = await requote({ giftcards: rest })
    // commerce §4: changing the gift cards while PayPal approved the payment resets that payment
    if (next) setPaypalAuth(approvalAfterGiftCardChange(paypalAuth))
    if (next) setGiftcards(rest)
  }

  async function place(event: FormEvent) {
    event.preventDefault()
    // commerce §4: figures of another address (shipping not valid, tax not loaded for it) are never placed
    if (!quote || !listId || currentFreshness()?.figuresCurrent !== true) return
    // commerce §4: an agreement the order needs and the shopper has not ticked keeps the order unsent, with a warning
    if ((quote.agreements.subscription && !agreed.subscription) || (quote.agreements.trial && !agreed.trial)) {
      fail(new ApiError(400, 'subscription_agree_missing', 'Subscription Agree Missing'))
      return
    }
    const due = quote.totals.grandTotalIncludingTax
    const shipping = shippingAddress()
    const billingAddress = billingAddressFor(billing, ownBillingReason(quote, shipping) === null, shipping)
    if (!billingAddress) return
    let choice: PaymentChoice
    if (due === 0) choice = { kind: 'free' }
    else if (payment === 'card') {
      const values = card.validate()
      if (!values) return
      choice = { kind: 'card', ...values }
    } else if (payment.startsWith('stored:')) {
      // commerce §8 cvv_required: a stored card pays only with its security code again (sent without
      // one, or malformed, the order's body was refused and the shopper read "Invalid body")
      if (!/^\d{3,4}$/.test(storedCvc.trim())) {
        fail(new ApiError(400, 'payment_error', 'cvv_required'))
        return
      }
      choice = { kind: 'stored', id: payment.slice(7), cvc: storedCvc.trim() }
    }
    else if (payment === 'paypal') {
      if (!paypalAuth) {
        await startPayPal()
        return
      }
      choice = { kind: 'paypal' }
    }
    else choice = { kind: 'redirect', method: payment }
    trackCheckoutStep('REVIEW', { listId, loggedIn: session.loggedIn, option: choice.kind === 'redirect' ? choice.method : choice.kind })
    const started = nowMs()
    setBusy(true)
    setProblem(null)
    setProblemAt(null)
    let savedCard: { id: string; token: string } | null = null
    try {
      let paymentBody: Record<string, unknown> = { paymentType: 'free' }
      if (choice.kind === 'card') {
        const token = await client.tokenise(choice)
        const keep = session.loggedIn && saveCard
        // kept first, then paid as the stored card with the code just typed
        savedCard = keep ? await client.saveCard(token.token).catch(() => null) : null
        let transactionToken = token.token
        if (savedCard) transactionToken = savedCard.token
        // a card that could not be kept is paid as it is; the attempt spent its token, so it is tokenised again
        else if (keep) transactionToken = (await client.tokenise(choice)).token
        paymentBody = { paymentType: 'adyen', adyenType: 'scheme', transactionToken, ...(savedCard ? { cvc: choice.cvc } : {}) }
      } else if (choice.kind === 'stored') {
        const stored = methods?.storedPaymentMethods.find((method) => method.storedPaymentMethodId === choice.id)
        paymentBody = { paymentType: 'adyen', adyenType: 'scheme', transactionToken: stored?.transactionToken, cvc: choice.cvc }
      } else if (choice.kind === 'paypal') paymentBody = { paymentType: 'adyen', adyenType: 'paypal', transactionToken: paypalAuth?.token, authorizedPayPalAmount: paypalAuth?.amount }
      else if (choice.kind === 'redirect') paymentBody = { paymentType: 'adyen', adyenType: choice.method }
      const order = await client.place({
        listId,
        storeId: site.storeId,
        email: address.values.email,
        shippingAddress: quote.needsShipping ? shippingAddress() : undefined,
        billingAddress,
        shipping: quote.shipping.map(({ shippingCode, packageNumber, rate }) => ({ shippingCode, packageNumber, rate })),
        giftcards: giftcards.map((code) => ({ code })),
        shippingMode: quote.rates?.shippingMode ?? shippingMode,
        totals: quote.totals,
        payment: paymentBody,
        agreements: agreed,
      })
      // commerce §4: placing takes at least 500 ms
      await new Promise((resolve) => setTimeout(resolve, placeOrderRemainingWaitMs(started, nowMs())))
      // commerce §4 order status: payment_pending starts the payment step the shopper finishes at the
      // gateway (3-D Secure, PayPal, a bank page); a paid order ends loading and is confirmed
      const paymentStep = orderStatusAfterPlacing(order.status).effects.includes('startThreeDs')
      // kept while the payment is still to be finished elsewhere: a failed 3-D Secure or bank page
      // brings the shopper back to a checkout that is as they left it (the confirmation clears it)
      if (!paymentStep) clearLocalOrder(site.code)
      if (offerToSave && saveToBook) {
        // the order stands either way: an address the book refuses is only not saved
        await api.post('/svc_customer/customer/address', addressBookEntryOf(shippingAddress(), savedAddresses.length === 0)).catch(() => undefined)
      }
      if (paymentStep && order.payment.action) {
        window.location.assign(order.payment.action.url)
        return
      }
      await navigate(`${sitePath(prefix, '/checkout/success')}?orderId=${encodeURIComponent(order.orderId)}`)
    } catch (error) {
      // a card saved for this attempt is not kept when the order was not placed (one the customer kept
      // before stays: keeping it again only renewed its token)
      const keptBefore = (methods?.storedPaymentMethods ?? []).some((method) => method.storedPaymentMethodId === savedCard?.id)
      if (savedCard && !keptBefore) await client.forgetCard(savedCard.id).catch(() => undefined)
      const action = fail(error)
      api.prepareCaptcha('placeorder')
      await followUp(error, action, due)
    } finally {
      setBusy(false)
    }
  }

  if (loadError) return <p className="notice notice--error">{loadError}</p>
  // the notice keeps a screen's height: the form that replaces it is taller, and the footer stays out of view meanwhile
  if (!listId) return <p className="notice checkout__loading" role="status">Loading your cart…</p>

  const currency = quote?.currency ?? site.currency
  const due = quote?.totals.grandTotalIncludingTax ?? 0
  const offerToSave = session.loggedIn && quote?.needsShipping !== false && !inAddressBook(shippingAddress(), savedAddresses, shipTo.regions)
  const redirectNote = redirectPaymentMessage(payment)
  const freshness = currentFreshness()
  const figuresCurrent = freshness?.figuresCurrent === true
  // ours (docs/checkout.md): what the shopper reads while the quote is of another address
  const staleNote = freshness?.shipping === 'notReady' ? 'Complete your address, then update it to see the shipping options, tax and total for it.' : 'Your address has changed: update it to see the shipping options, tax and total for it.'
  // commerce §8: "Tax exempt" when the tax is 0, a VAT number was given (the quote checked one) and it is not in error
  const taxExempt =
    quote !== null && isTaxExemptDisplayed({ tax: quote.totals.tax, vatNumber: quote.tax.vatResponse ? address.values.vatNumber : null, vatError: hasVatNumberError(quote.tax) })
  const problemBox = problem ? (
    <div role="alert" className="notice notice--error">
      <p>{problem.message}</p>
      {problem.details.length > 0 ? (
        <ul>
          {problem.details.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  ) : null
  return (
    <div className="checkout">
      <h1 ref={topRef} tabIndex={-1}>
        Checkout
      </h1>
      {outOfStock ? <OutOfStockDialog lines={outOfStock} cartPath={sitePath(prefix, '/cart')} onClose={() => setOutOfStock(null)} /> : null}
      {problemAt === null ? problemBox : null}
      <div className="checkout__layout">
        <div className="checkout__steps">
          <section aria-labelledby="checkout-address" className="checkout__step">
            <h2 id="checkout-address">1. Contact and shipping address</h2>
            {!session.loggedIn && !namedListId ? (
              // the guest's cart joins the account's when they sign in (commerce §4), so checkout goes on with it
              <p className="checkout__login">
                Have an account? <Link to={sitePath(prefix, loginRedirectPath(sitePath(prefix, '/checkout')))}>Log in</Link> to use your saved addresses and cards.
              </p>
            ) : null}
            <form noValidate onSubmit={(event) => void onAddress(event)} aria-label="Shipping address">
              {savedAddresses.length > 0 ? (
                <div className="form-field">
                  <label className="form-field__label" htmlFor="checkout-saved-address">
                    Saved addresses
                  </label>
                  <select
                    id="checkout-saved-address"
                    defaultValue=""
                    onChange={(event) => {
                      const entry = savedAddresses.find((candidate) => String(candidate._id) === event.target.value)
                      if (entry) fillFrom(entry)
                    }}
                  >
                    <option value="">Choose an address from your address book</option>
                    {savedAddresses.map((entry) => (
                      <option key={String(entry._id)} value={String(entry._id)}>
                        {[[entry.firstname, entry.lastname].filter(Boolean).join(' '), ...(entry.street ?? []), entry.city, entry.postcode].filter(Boolean).join(', ')}
                        {entry.isDefaultShipping ? ' (default)' : ''}
                      </option>
                    ))}
                  </select>
                </div>
              ) : null}
              <FormField {...address.field('email')} label="Email" type="email" autoComplete="email" />
              <div className="checkout__row">
                <FormField {...address.field('firstname')} label="First name" autoComplete="given-name" />
                <FormField {...address.field('lastname')} label="Last name" autoComplete="family-name" />
              </div>
              <FormField {...address.field('telephone')} label="Phone" type="tel" autoComplete="tel" />
              <FormField {...address.field('company')} label="Company (optional)" autoComplete="organization" />
              <AddressPlaceFields
                field={address.field}
                regions={shipTo.regions}
                countries={countries.map((code) => ({ code, name: countryName(code) }))}
                countryId={countryId}
                onCountry={setCountryId}
                countryInputId="checkout-country"
              />
              {businessFields ? (
                <div className="checkout__row">
                  <FormField {...address.field('vatNumber')} label="VAT number (optional)" autoComplete="off" />
                  <FormField {...address.field('eoriNumber')} label="EORI number (optional)" autoComplete="off" />
                </div>
              ) : null}
              {businessFields && quote && hasVatNumberError(quote.tax) ? (
                <p className="notice notice--error" role="alert">
                  This VAT number is not valid for {countryId}, so VAT is charged. Please check it or leave it empty.
                </p>
              ) : null}
              {offerToSave ? (
                <div className="checkout__choice">
                  <input type="checkbox" id="checkout-save-address" checked={saveToBook} onChange={(event) => setSaveToBook(event.target.checked)} />
                  <label htmlFor="checkout-save-address">Save this address in my address book</label>
                </div>
              ) : null}
              <button type="submit" className="button button--primary" disabled={busy}>
                {step === 'address' ? 'Continue to shipping' : 'Update address'}
              </button>
            </form>
          </section>

          {quote && step !== 'address' ? (
            <section aria-labelledby="checkout-shipping" className="checkout__step">
              <h2 id="checkout-shipping">2. Shipping method</h2>
              {!quote.needsShipping ? <p>Nothing in this order ships: it is delivered by email.</p> : null}
              {freshness?.shipping !== 'valid' ? (
                <p className="notice" role="status">
                  {staleNote}
                </p>
              ) : null}
              {freshness?.shipping === 'valid' && quote.rates && quote.rates.availableModes.length > 1 && (quote.rates.packages.length > 1 || quote.rates.shippingMode !== 'fastest') ? (
                <fieldset className="checkout__package">
                  <legend>How it ships</legend>
                  {quote.rates.availableModes.map((mode) => (
                    <div key={mode} className="checkout__choice">
                      <input type="radio" id={`mode-${mode}`} name="shipping-mode" checked={quote.rates?.shippingMode === mode} disabled={busy} onChange={() => void chooseMode(mode)} />
                      <label htmlFor={`mode-${mode}`}>{SHIPPING_MODE_LABELS[mode]}</label>
                    </div>
                  ))}
                </fieldset>
              ) : null}
              {(freshness?.shipping === 'valid' ? (quote.rates?.packages ?? []) : []).map((pkg) => (
                <fieldset key={pkg.packageNumber} className="checkout__package">
                  <legend>
                    {quote.rates && quote.rates.packages.length > 1 ? `Package ${pkg.packageNumber}: ` : ''}
                    {pkg.label}
                  </legend>
                  {quote.rates?.rates
                    .filter((rate) => rate.packageNumber === pkg.packageNumber)
                    .map((rate) => {
                      const id = `rate-${pkg.packageNumber}-${rate.shippingCode}`
                      const checked = quote.shipping.some((chosen) => chosen.packageNumber === pkg.packageNumber && chosen.shippingCode === rate.shippingCode)
                      return (
                        <div key={id} className="checkout__choice">
                          <input type="radio" id={id} name={`rate-${pkg.packageNumber}`} checked={checked} disabled={busy} onChange={() => void chooseRate(pkg.packageNumber, rate.shippingCode)} />
                          <label htmlFor={id}>
                            {rate.label} <strong>{rate.rate === 0 ? 'Free' : money(rate.rate, currency)}</strong>
                          </label>
                        </div>
                      )
                    })}
                </fieldset>
              ))}
              {step === 'shipping' && freshness?.shipping === 'valid' ? (
                <button
                  type="button"
                  className="button button--primary"
                  onClick={() => {
                    setStep('payment')
                    if (listId) trackCheckoutStep('PAYMENT', { listId, loggedIn: session.loggedIn, option: quote.shipping.map((rate) => rate.shippingCode).join(',') })
                  }}
                >
                  Continue to payment
                </button>
              ) : null}
            </section>
          ) : null}

          {quote && step === 'payment' ? (
            <section aria-labelledby="checkout-payment" className="checkout__step">
              <h2 id="checkout-payment">3. Payment</h2>
              <form className="checkout__giftcard" onSubmit={(event) => void applyGiftcard(event)} aria-label="Gift card">
                <label htmlFor="giftcard-code">Gift card code</label>
                <input id="giftcard-code" value={giftcardInput} maxLength={40} onChange={(event) => setGiftcardInput(event.target.value)} />
                <button type="submit" className="button" disabled={busy}>
                  Apply
                </button>
                {problemAt === 'giftcard' ? <div className="checkout__giftcard-problem">{problemBox}</div> : null}
                {giftcards.length > 0 ? (
                  <ul className="checkout__giftcards" aria-label="Gift cards applied">
                    {giftcards.map((code) => (
                      <li key={code}>
                        Gift card ••••-{code.slice(-4).toUpperCase()}{' '}
                        <button type="button" className="button button--link" disabled={busy} onClick={() => void removeGiftcard(code)}>
                          Remove<span className="visually-hidden"> gift card ending {code.slice(-4).toUpperCase()}</span>
                        </button>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </form>
              <form noValidate onSubmit={(event) => void place(event)} aria-label="Payment and review">
                {due > 0 ? (
                  <fieldset className="checkout__methods">
                    <legend>Pay with</legend>
                    {(methods?.storedPaymentMethods ?? [])
                      .filter((method) => !method.expired)
                      .map((method) => (
                        <div key={method.storedPaymentMethodId} className="checkout__choice">
                          <input type="radio" id={`stored-${method.storedPaymentMethodId}`} name="payment" checked={payment === `stored:${method.storedPaymentMethodId}`} onChange={() => setPayment(`stored:${method.storedPaymentMethodId}`)} />
                          <label htmlFor={`stored-${method.storedPaymentMethodId}`}>
                            {method.brand.toUpperCase()} ending {method.last4} (expires {method.cardExpMonth}/{method.cardExpYear})
                          </label>
                        </div>
                      ))}
                    {(methods?.paymentMethods ?? [{ type: 'scheme', name: 'Credit or debit card' }]).map((method) => {
                      const value = method.type === 'scheme' ? 'card' : method.type
                      return (
                        <div key={value} className="checkout__choice">
                          <input type="radio" id={`method-${value}`} name="payment" checked={payment === value} onChange={() => setPayment(value)} />
                          <label htmlFor={`method-${value}`}>{method.name}</label>
                        </div>
                      )
                    })}
                  </fieldset>
                ) : (
                  <p className="notice">{giftCardsCoverOrder({ giftcards: quote.totals.giftcards, grandTotal: due }) ? 'Your gift cards cover this order: nothing more to pay.' : 'Nothing to pay today.'}</p>
                )}
                {due > 0 && payment === 'card' ? (
                  <div className="checkout__card">
                    <FormField {...card.field('number')} label="Card number" autoComplete="cc-number" />
                    <div className="checkout__row">
                      <FormField {...card.field('expMonth')} label="Expiry month" type="number" autoComplete="cc-exp-month" />
                      <FormField {...card.field('expYear')} label="Expiry year" type="number" autoComplete="cc-exp-year" />
                      <FormField {...card.field('cvc')} label="Security code" type="password" autoComplete="cc-csc" />
                    </div>
                    <FormField {...card.field('holderName')} label="Name on card" autoComplete="cc-name" />
                    {session.loggedIn ? (
                      <div className="checkout__choice">
                        <input type="checkbox" id="checkout-save-card" checked={saveCard} onChange={(event) => setSaveCard(event.target.checked)} />
                        <label htmlFor="checkout-save-card">Save this card for next time (in your account&apos;s Payment Methods)</label>
                      </div>
                    ) : null}
                  </div>
                ) : null}
                {due > 0 && payment.startsWith('stored:') ? (
                  <div className="form-field">
                    <label className="form-field__label" htmlFor="stored-cvc">
                      Security code
                    </label>
                    <input id="stored-cvc" type="password" inputMode="numeric" maxLength={4} value={storedCvc} onChange={(event) => setStoredCvc(event.target.value)} />
                  </div>
                ) : null}
                {due > 0 && redirectNote ? <p className="notice">{redirectNote}</p> : null}
                {due > 0 && payment === 'paypal' ? (
                  paypalAuth ? (
                    <p className="notice" role="status">
                      PayPal approved {money(paypalAuth.amount, currency)}. Place your order to complete it.
                    </p>
                  ) : (
                    <p className="notice">You will approve the payment with PayPal, then come back here to place your order.</p>
                  )
                ) : null}
                <BillingAddress billing={billing} ownReason={ownBillingReason(quote, shippingAddress())} shipping={shippingAddress()} />
                {quote.agreements.subscription ? (
                  <div className="checkout__choice">
                    <input type="checkbox" id="checkout-agree-subscription" checked={agreed.subscription} onChange={(event) => setAgreed({ ...agreed, subscription: event.target.checked })} />
                    <label htmlFor="checkout-agree-subscription">I agree to the subscription terms: my order renews and is charged each billing period until I cancel.</label>
                  </div>
                ) : null}
                {quote.agreements.trial ? (
                  <div className="checkout__choice">
                    <input type="checkbox" id="checkout-agree-trial" checked={agreed.trial} onChange={(event) => setAgreed({ ...agreed, trial: event.target.checked })} />
                    <label htmlFor="checkout-agree-trial">I agree to the trial terms: when the free trial ends, the subscription starts unless I cancel.</label>
                  </div>
                ) : null}
                <p className="policies-notice" id="checkout-policies">
                  {policiesNoticeText('placeOrder')}
                </p>
                {!figuresCurrent ? (
                  <p className="notice" role="status">
                    {staleNote}
                  </p>
                ) : null}
                <button type="submit" className="button button--primary checkout__place" disabled={busy || !figuresCurrent} aria-busy={busy} aria-describedby="checkout-policies">
                  {busy ? 'Placing your order…' : due > 0 && payment === 'paypal' && !paypalAuth ? 'Continue to PayPal' : figuresCurrent ? `Place order: ${money(due, currency)}` : 'Place order'}
                </button>
              </form>
            </section>
          ) : null}
        </div>

        <aside className="checkout__summary" aria-labelledby="checkout-summary">
          <h2 id="checkout-summary">Order summary</h2>
          {quote && figuresCurrent ? (
            <>
              <OrderLineList items={quote.items} money={(amount) => money(amount, currency)} />
              <dl className="checkout__totals">
                <dt>Subtotal</dt>
                <dd>{money(quote.totals.subtotal, currency)}</dd>
                {quote.totals.discount > 0 ? (
                  <>
                    <dt>Discount</dt>
                    <dd>−{money(quote.totals.discount, currency)}</dd>
                  </>
                ) : null}
                <dt>Shipping</dt>
                <dd>{money(quote.totals.shipping, currency)}</dd>
                <dt>{quote.tax.pricesIncludeTax ? 'Includes VAT' : 'Tax'}</dt>
                <dd>{taxExempt ? 'Tax exempt' : money(quote.totals.tax, currency)}</dd>
                {(quote.totals.reverseCharged ?? 0) > 0 ? (
                  <>
                    <dt>{REVERSE_CHARGE_LABEL}</dt>
                    <dd>−{money(quote.totals.reverseCharged ?? 0, currency)}</dd>
                  </>
                ) : null}
                {quote.giftcards.map((card) => (
                  <div key={card.code} className="checkout__totals-row">
                    <dt>Gift card {card.code}</dt>
                    <dd>−{money(card.amount, currency)}</dd>
                  </div>
                ))}
                <dt className="checkout__grand">Total</dt>
                <dd className="checkout__grand">{money(quote.totals.grandTotalIncludingTax, currency)}</dd>
              </dl>
            </>
          ) : (
            <>
              {cart ? (
                <>
                  <OrderLineList items={cart.items.map((line) => ({ ...line, name: line.product.name }))} money={(amount) => money(amount, currency)} />
                  <dl className="checkout__totals">
                    <dt>Subtotal</dt>
                    <dd>{money(cart.totals.subtotal, currency)}</dd>
                  </dl>
                </>
              ) : null}
              <p>{quote ? staleNote : 'Enter your address to see shipping and tax.'}</p>
            </>
          )}
          <p>
            <Link to={sitePath(prefix, '/cart')}>Back to cart</Link>
          </p>
        </aside>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {busy ? 'Updating your order' : ''}
      </p>
    </div>
  )
}

/** A failed call's code, message and details (commerce §8 reads all three); any other error is unknown_error. */
function failureOf(error: unknown): { code: string; message: string; details: unknown } {
  return error instanceof ApiError ? { code: error.code, message: error.message, details: error.details } : { code: 'unknown_error', message: '', details: undefined }
}
