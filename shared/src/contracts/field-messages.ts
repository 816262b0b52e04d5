/**
 * The field messages the contracts give, by the id the API's catalogue holds them under with their
 * Spanish (api/src/i18n). A zod issue carries only its text: the API finds the id by this exact list,
 * never by matching English back to a pattern. A contract's new message goes here and in the catalogue.
 */
export const FIELD_MESSAGE = {
  'http.dateFormat': 'must be a date YYYY-MM-DD',
  'audit.headHash': 'must be the 64 hex digits of a logged head',
  'audit.headPair': 'index and hash go together',
  'clinic.emergencyNumber': 'must be 2 to 15 digits, optionally after a +',
  'signup.tokenInvalid': 'is not a valid sign-up link token',
  'glucose.returnUrl': 'returnUrl must be a path of this portal',
  'glucose.consent': 'Please confirm your consent to link CGM data before connecting.',
  'glucose.widgetOriginShape': 'origin must be scheme://host[:port]',
  'glucose.liveRange': 'startDate must come before endDate, at most 30 days before it',
  'reminders.order': 'The second reminder must come after the first',
  'identity.resetReason': 'Say why the authenticator app is reset',
} as const;
export type FieldMessageId = keyof typeof FIELD_MESSAGE;
