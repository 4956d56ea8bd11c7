/**
 * The API's messages about the requests themselves: sign-in state, limits, cursors, idempotency keys, the
 * database's refusals (server/lib, server/modules/idempotency), in English. common/messages/hi/requests.ts
 * has the same keys in Hindi.
 */
export const requestsMessages = {
  'requests.notSignedIn': 'Not signed in',
  'requests.sessionExpired': 'Your session has expired. Please sign in again.',
  'requests.notAllowed': 'Not allowed',
  'requests.adminOnly': 'Only an admin can do this',
  'requests.notFound': 'Not found',
  'requests.noRoute': 'No API route {{method}} {{path}}',
  'requests.webNotBuilt': 'The web app is not built: run npm run build',
  'requests.badRequest': 'Bad request',
  'requests.invalidInput': 'Invalid input',
  'requests.invalidInputOf': 'Invalid input: {{detail}}',
  'requests.invalidInputAt': 'Invalid input: {{path}}: {{detail}}',
  'requests.invalidValue': 'Invalid value',
  'requests.invalidCursor': 'Invalid cursor',
  'requests.bodyTooLarge': 'Request body is too large (limit 1 MB)',
  'requests.unsupportedMediaType': 'Unsupported content type; send JSON',
  'requests.emptyBody': 'Request body is empty',
  'requests.timeout': 'The server took too long to answer, and nothing was recorded. Please try again.',
  'requests.clientGone': 'The client closed the connection before the answer',
  'requests.internal': 'Internal server error',
  'requests.keyInProgress':
    'A request with this Idempotency-Key is still being processed. Try again shortly.',
  'requests.keyReused': 'This Idempotency-Key was already used for a different request.',
  'requests.keyMalformed': 'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
  'requests.keyMalformedField': 'Must be 1 to 255 visible ASCII characters',
  'requests.databaseUnavailable': 'The database is not available at the moment. Please try again.',
  'requests.databaseTimeout': 'The database took too long to answer. Please try again.',
  'requests.databaseBusy': 'The database is busy. Please try again.',
  'requests.tooManyExports': 'Too many downloads are running at once. Please try again in a moment.',
  'requests.duplicate': 'A record with these details already exists',
  'requests.outOfRange': 'A value is out of its allowed range',
  'requests.numberTooLarge': 'A number is too large',
  'requests.wrongFormat': 'A value has the wrong format',
  'requests.inUse': 'This record is referred to by other records',
  'requests.unknownReference': 'A chosen record does not exist',
  'requests.chosenRecordMissing': 'The chosen record does not exist',
  'requests.numberNotPlain':
    'Write numbers plainly, such as 1000 or 1000.50: {{number}} has an exponent or more digits than a number holds exactly (send those as a string)',
  'requests.pathPartTooLong': 'A part of the path is too long (at most {{max}} characters)',
  'requests.badPath': 'The path is not valid',
} as const;
