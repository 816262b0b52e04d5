import type { ClinicOverview } from '@dcp/shared/contracts';

/** An overview as the API answers it: some counts withheld (null), a 12-month view, two doctors. */
export const OVERVIEW: ClinicOverview = {
  period: '12m',
  from: '2025-12-01',
  to: '2026-11-29',
  minCount: 5,
  patients: 48,
  awaitingReview: 9,
  questionnaires: {
    assigned: 60,
    answered: 41,
    reviewed: 22,
    medianHoursToAnswer: 30.5,
    medianHoursToReview: 70,
  },
  months: [
    {
      month: '2026-10',
      assigned: 20,
      answered: 12,
      reviewed: null,
      medianHoursToAnswer: 20,
      medianHoursToReview: null,
    },
    {
      month: '2026-11',
      assigned: 40,
      answered: 29,
      reviewed: 19,
      medianHoursToAnswer: 31,
      medianHoursToReview: 60,
    },
  ],
  phq2Positive: 6,
  phq2Screened: 24,
  item9Open: null,
  glucose: {
    linked: 17,
    noData: null,
    attention: 7,
    notEnoughData: 0,
    tir: { under50: 5, from50: null, atLeast70: 8 },
    gri: { A: 6, B: 5, C: null, D: 0, E: 0 },
  },
  overdueByDoctor: [
    { doctor: 'Dana Doctor', overdue: 7 },
    { doctor: 'Oscar Other', overdue: null },
  ],
};
