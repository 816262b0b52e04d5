// A doctor as GET doctor/{id} answers, for the tests of the people pages and of the routes that open
// them (issue 40 point 5: two tests had spelled Dan out).

export const DOCTOR_DAN = {
  id: '0d3e5b6c-7d81-4a52-9a44-5b7e1a52d0c1',
  email: 'dan@north.test',
  firstName: 'Dan',
  lastName: 'Lee',
  status: 'ACTIVE',
  clinic: { id: 'c1', name: 'North' },
  demographics: [],
};
