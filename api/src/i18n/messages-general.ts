import { FIELD_MESSAGE, RATE_LIMITED_TEXT } from '../contracts';
import type { Entry } from './types';

// Texts of the error handler itself (api/src/http-errors.ts) and of Fastify's own 4xx errors.
export const GENERAL_MESSAGES = {
  'http.routeNotFound': { en: 'Route {route} not found', es: 'La ruta {route} no existe' },
  'http.validationTitle': { en: 'The request is not valid', es: 'La solicitud no es válida' },
  'http.notValid': { en: 'is not valid', es: 'no es válido' },
  'http.recordExists': { en: 'The record already exists', es: 'El registro ya existe' },
  'http.referenceMissing': {
    en: 'A referenced record does not exist',
    es: 'Un registro al que se hace referencia no existe',
  },
  'http.recordInvalid': { en: 'The record is not valid', es: 'El registro no es válido' },
  'http.wrongFormat': { en: 'A value has the wrong format', es: 'Un valor tiene un formato incorrecto' },
  'http.addressTooLong': {
    en: 'A value in the address is too long',
    es: 'Un valor de la dirección es demasiado largo',
  },
  'http.addressInvalid': { en: 'The address is not valid', es: 'La dirección no es válida' },
  'http.dateFormat': { en: FIELD_MESSAGE['http.dateFormat'], es: 'debe ser una fecha AAAA-MM-DD' },
  'audit.headHash': {
    en: FIELD_MESSAGE['audit.headHash'],
    es: 'deben ser los 64 dígitos hexadecimales de una cabeza registrada',
  },
  'clinic.emergencyNumber': {
    en: FIELD_MESSAGE['clinic.emergencyNumber'],
    es: 'deben ser de 2 a 15 dígitos, opcionalmente tras un +',
  },
  'audit.headPair': { en: FIELD_MESSAGE['audit.headPair'], es: 'index y hash van juntos' },
  'http.noNul': { en: 'must not contain a NUL character', es: 'no debe contener un carácter NUL' },
  // The 429's detail (the portal shows its own `shared.http.tooManyRequests`).
  'http.tooManyRequests': { en: RATE_LIMITED_TEXT['en-GB'], es: RATE_LIMITED_TEXT['es-ES'] },
  'http.badRequest': { en: 'Bad request', es: 'Solicitud incorrecta' },
  'http.emptyJsonBody': {
    en: "Body cannot be empty when content-type is set to 'application/json'",
    es: 'El cuerpo no puede estar vacío cuando el content-type es «application/json»',
  },
  'http.bodyTooLarge': {
    en: 'Request body is too large',
    es: 'El cuerpo de la solicitud es demasiado grande',
  },
  'http.invalidJson': {
    en: "Body is not valid JSON but content-type is set to 'application/json'",
    es: 'El cuerpo no es un JSON válido, aunque el content-type es «application/json»',
  },
  // Problem titles: the HTTP status texts (RFC 9457 §4.2.1 allows them in the reader's language).
  'status.400': { en: 'Bad Request', es: 'Solicitud incorrecta' },
  'status.401': { en: 'Unauthorized', es: 'No autorizado' },
  'status.403': { en: 'Forbidden', es: 'Prohibido' },
  'status.404': { en: 'Not Found', es: 'No encontrado' },
  'status.409': { en: 'Conflict', es: 'Conflicto' },
  'status.413': { en: 'Payload Too Large', es: 'Contenido demasiado grande' },
  'status.414': { en: 'URI Too Long', es: 'Dirección demasiado larga' },
  'status.415': { en: 'Unsupported Media Type', es: 'Tipo de contenido no admitido' },
  'status.422': { en: 'Unprocessable Entity', es: 'Entidad no procesable' },
  'status.429': { en: 'Too Many Requests', es: 'Demasiadas solicitudes' },
  'status.500': { en: 'Internal Server Error', es: 'Error interno del servidor' },
  'status.502': { en: 'Bad Gateway', es: 'Puerta de enlace incorrecta' },
  'status.503': { en: 'Service Unavailable', es: 'Servicio no disponible' },
} as const satisfies Record<string, Entry>;
