// Texts shared by every screen: buttons, toasts, fallbacks, errors (docs/screens.md#client-conventions).
export const common = {
  productName: 'MandiBook',
  tagline: 'Crop trading back office',
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    delete: 'Delete',
    edit: 'Edit',
    close: 'Close',
    export: 'Export',
    add: 'Add',
    update: 'Update',
    create: 'Create',
    saving: 'Saving...',
    confirm: 'Confirm',
    more: 'More',
  },
  toast: {
    success: 'Success',
    error: 'Error',
    requiredFields: 'Please fill in all required fields',
    notifications: 'Notifications ({{hotkey}})',
    notification: 'Notification',
  },
  pagination: {
    showing: 'Showing {{from}}–{{to}} of {{total}}',
    loading: 'Loading {{from}}–{{to}} of {{total}}…',
    previous: 'Previous',
    next: 'Next',
  },
  table: {
    scrollRegion: 'Scrollable table',
  },
  /** The summary cards above a list fold on a phone, so that the list starts on the first screen. */
  /** The button that unfolds a list's filters on a phone (web/components/filter-group.tsx). */
  filters: {
    title: 'Filters',
    titleSet: 'Filters · {{count}} set',
    from: 'From',
    to: 'To',
    clear: 'Clear filters',
  },
  /** The crop, grade, quantity and rate of a purchase's or a sale's form (web/components/lot-form-fields.tsx). */
  lotForm: {
    crop: 'Crop',
    cropPlaceholder: 'Select crop',
    noCrops: 'No crops yet. Add one under Crops first.',
    quantity: 'Quantity',
    quantityIn: 'Quantity ({{unit}})',
    rate: 'Rate (₹ per unit)',
    rateIn: 'Rate (₹ per {{unit}})',
    qualityGrade: 'Quality Grade',
    gradePlaceholder: 'Select grade',
    noGrade: 'No grade',
  },
  summary: {
    title: 'Summary',
    show: 'Show',
    hide: 'Hide',
  },
  /** The system's own cash account (docs/money.md#accounts), stored under this English name. */
  cashInHand: 'Cash in hand',
  /** Paying a party by bank or UPI: its details from the party form, offered as the reference. */
  payTo: {
    bank: 'The party’s bank account:',
    upi: 'The party’s UPI id:',
    use: 'Use {{reference}}',
  },
  fallback: {
    unknownCrop: 'Unknown Crop',
    unknownParty: 'Unknown Party',
    unknownFarmer: 'Unknown Farmer',
    unknown: 'Unknown',
    notApplicable: 'N/A',
    dash: '-',
  },
  units: {
    quintal: 'Quintals',
    kg: 'Kg',
    ton: 'Tons',
  },
  perUnit: {
    quintal: 'per quintal',
    kg: 'per kg',
    ton: 'per ton',
  },
  unitOptions: {
    quintal: 'Quintal',
    kg: 'Kg',
    ton: 'Ton',
  },
  partyTypes: {
    farmer: 'Farmer',
    trader: 'Trader',
    exporter: 'Exporter',
  },
  grades: {
    A: 'Grade A',
    B: 'Grade B',
    C: 'Grade C',
  },
  paymentStatus: {
    pending: 'Pending',
    paid: 'Paid',
    partial: 'Partial',
  },
  search: 'Search',
  loading: 'Loading...',
  required: 'Required',
  sessionExpired: 'Your session has ended. Please sign in again.',
  alreadySaved:
    'An earlier attempt to save this entry reached the server before the form was changed. Check the list before saving again.',
  // A write that found no connection waits for it (docs/operations.md#no-connection).
  connection: {
    waiting: 'No connection: not saved yet, retrying',
    hint: 'The entry is kept and saved once, by itself, when the connection returns.',
    stop: 'Stop retrying',
    stopped: 'Not saved: retrying was stopped. Save the entry again once the connection is back.',
  },
  // A date typed day first in one box (docs/screens.md#keyboard).
  dateField: {
    placeholder: 'dd-mm-yyyy',
    openPicker: 'Open calendar',
    invalid: 'Not a date: type it as dd-mm-yyyy, e.g. 15-03-2026',
  },
} as const;
