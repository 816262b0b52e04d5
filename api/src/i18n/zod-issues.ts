// Spanish for zod's own validation messages (a contract's custom messages are in the catalogue).
// zod ships a Spanish locale, but its sentences read as machine translation ("Inválido dirección de
// correo electrónico"); these match the portal's voice.

/** What fastify-type-provider-zod keeps of an issue: its code, and the issue's other fields. */
export interface IssueParts {
  keyword: string;
  params?: Record<string, unknown>;
}

const TYPES: Record<string, string> = {
  string: 'un texto',
  number: 'un número',
  int: 'un número entero',
  boolean: 'verdadero o falso',
  array: 'una lista',
  object: 'un objeto',
  date: 'una fecha',
  bigint: 'un número entero',
};

const FORMATS: Record<string, string> = {
  email: 'una dirección de correo electrónico válida',
  uuid: 'un identificador válido',
  guid: 'un identificador válido',
  url: 'una dirección web válida',
  datetime: 'una fecha y hora ISO válidas',
  date: 'una fecha AAAA-MM-DD válida',
  time: 'una hora válida',
  regex: 'un valor con el formato esperado',
};

function size(p: Record<string, unknown>, bound: 'minimum' | 'maximum'): string {
  const n = String(p[bound]);
  const inclusive = p.inclusive !== false;
  const more = bound === 'minimum';
  const how = inclusive ? (more ? 'al menos' : 'como máximo') : more ? 'más de' : 'menos de';
  switch (p.origin) {
    case 'string':
      return `Debe tener ${how} ${n} ${n === '1' ? 'carácter' : 'caracteres'}`;
    case 'array':
    case 'set':
      return `Debe tener ${how} ${n} ${n === '1' ? 'elemento' : 'elementos'}`;
    default:
      return `Debe ser ${more ? (inclusive ? 'mayor o igual que' : 'mayor que') : inclusive ? 'menor o igual que' : 'menor que'} ${n}`;
  }
}

/** Spanish for one of zod's own issues. */
export function spanishIssue({ keyword, params = {} }: IssueParts): string {
  switch (keyword) {
    case 'invalid_type': {
      const expected = TYPES[String(params.expected)];
      return expected ? `Debe ser ${expected}` : 'El tipo de valor no es válido';
    }
    case 'too_small':
      return size(params, 'minimum');
    case 'too_big':
      return size(params, 'maximum');
    case 'invalid_format':
      return `Debe ser ${FORMATS[String(params.format)] ?? FORMATS.regex}`;
    case 'invalid_value':
      return Array.isArray(params.values) && params.values.length > 0
        ? `Debe ser uno de: ${params.values.map((v) => JSON.stringify(v)).join(', ')}`
        : 'El valor no es válido';
    case 'unrecognized_keys':
      return Array.isArray(params.keys)
        ? `Campos no admitidos: ${params.keys.map(String).join(', ')}`
        : 'Hay campos no admitidos';
    case 'not_multiple_of':
      return `Debe ser múltiplo de ${String(params.divisor)}`;
    case 'invalid_union':
      return 'El valor no es válido';
    default:
      return 'El valor no es válido';
  }
}
