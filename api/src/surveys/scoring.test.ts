import { answersFor } from '../seed-surveys';
import { possibleConclusions, recommendations } from './care-plan';
import { findSurvey, SURVEYS } from '../leaves/survey-catalogue';
import { csvCell, csvRow } from '../leaves/csv';
import { priorityColour, scoreAnswers } from './scoring';
import { afterReview, afterSubmit, assertCanAnswer, assertCanReview, assertCanSubmit } from './state';
import type { StoredAnswer } from '../db/schema-surveys';
import { ADDITIONAL_RESOURCES_CONCLUSION_ID } from '../contracts';

const type1 = findSurvey('type1-v2')!;
/** Picks the answer with `points` for each listed question id. */
const pick = (map: Record<string, number>): Record<string, StoredAnswer> =>
  Object.fromEntries(Object.entries(map).map(([qid, pts]) => [qid, { id: `${qid}.${pts}` }]));

describe('scoring (hand-computed fixtures)', () => {
  it('sums points per category, derives pct, priority, main concern, focus and PHQ-2', () => {
    // PSYCH 3+2+2=7 (78%), KNOWLEDGE 0+1+0=1 (11%), THERAPY 2+2+1=5 (56%), SOCIAL 1+1+1=3 (33%), PHQ2 2+2=4 (67%)
    const answers = pick({
      'psych.1': 3,
      'psych.2': 2,
      'psych.3': 2,
      'knowledge.1': 0,
      'knowledge.2': 1,
      'knowledge.3': 0,
      'therapy.1': 2,
      'therapy.2': 2,
      'therapy.3': 1,
      'social.1': 1,
      'social.2': 1,
      'social.3': 1,
      'phq2.1': 2,
      'phq2.2': 2,
    });
    const r = scoreAnswers(type1, answers);
    expect(r.scores.map((s) => [s.category, s.scoreValue, s.scorePct])).toEqual([
      ['PSYCH', 7, 78],
      ['KNOWLEDGE', 1, 11],
      ['THERAPY', 5, 56],
      ['SOCIAL', 3, 33],
      ['PHQ2', 4, 67],
    ]);
    expect(r.priorityScore).toBe(7);
    expect(r.mainConcern).toBe('PSYCH');
    expect(r.mainAreasOfFocus).toEqual(['PSYCH', 'THERAPY']); // ≥ 4, PHQ2 excluded
    expect(r.phq2).toBe(4);
  });

  it('PHQ2 can be the main concern; ties go to the higher pct, then category order', () => {
    // PSYCH 2, THERAPY 2, PHQ2 6 → PHQ2 is the main concern and the priority score.
    const r = scoreAnswers(type1, pick({ 'psych.1': 2, 'therapy.1': 2, 'phq2.1': 3, 'phq2.2': 3 }));
    expect(r.mainConcern).toBe('PHQ2');
    expect(r.priorityScore).toBe(6);
    expect(r.mainAreasOfFocus).toEqual([]);
    // PSYCH 4 (44%) vs PHQ2 4 (67%): same value, PHQ2 has the higher share.
    expect(
      scoreAnswers(type1, pick({ 'psych.1': 2, 'psych.2': 2, 'phq2.1': 2, 'phq2.2': 2 })).mainConcern,
    ).toBe('PHQ2');
    // PSYCH 4 vs THERAPY 4, same pct: PSYCH comes first in the category order.
    const tie = scoreAnswers(type1, pick({ 'psych.1': 2, 'psych.2': 2, 'therapy.1': 2, 'therapy.2': 2 }));
    expect([tie.mainConcern, tie.mainAreasOfFocus]).toEqual(['PSYCH', ['PSYCH', 'THERAPY']]);
  });

  it('all zero: priority 0, no main concern, no focus; at most three areas of focus', () => {
    const zero = scoreAnswers(type1, {});
    expect([zero.priorityScore, zero.mainConcern, zero.mainAreasOfFocus, zero.phq2]).toEqual([
      0,
      null,
      [],
      0,
    ]);
    const all = scoreAnswers(
      type1,
      answersFor(type1, { PSYCH: 9, KNOWLEDGE: 8, THERAPY: 6, SOCIAL: 5, PHQ2: 0 }),
    );
    expect(all.mainAreasOfFocus).toEqual(['PSYCH', 'KNOWLEDGE', 'THERAPY']);
    expect(all.priorityScore).toBe(9);
  });

  it.each([
    [null, null],
    [0, 'green'],
    [1, 'green'],
    [3, 'green'],
    [4, 'orange'],
    [8, 'orange'],
    [9, 'red'],
    [12, 'red'],
  ])('priority %p is %p', (score, colour) => expect(priorityColour(score)).toBe(colour));

  it('PHQ-2 ≥ 3 flags possible depression and adds the PHQ2 recommendation and conclusion', () => {
    const base = { mainAreasOfFocus: [] as string[], answers: {} };
    const scores = scoreAnswers(type1, pick({ 'phq2.1': 2, 'phq2.2': 1 })).scores;
    const flagged = { ...base, scores, phq2: 3 };
    expect(recommendations(flagged, {}, 'en-GB').map((r) => r.id)).toEqual(['rec.PHQ2']);
    const c = possibleConclusions(type1, flagged, 'en-GB');
    expect(c.map((x) => x.id)).toEqual(['conclusion.PHQ2', ADDITIONAL_RESOURCES_CONCLUSION_ID]);
    expect(c[0]!.text).toContain('3 of 6');
    expect(recommendations({ ...flagged, phq2: 2 }, {}, 'en-GB')).toEqual([]);
    expect(possibleConclusions(type1, { ...flagged, phq2: 2 }, 'es-ES')[0]!.text).toMatch(/Ninguna área/);
  });

  it('conclusions quote the second-wave answer, in the reader language', () => {
    const scores = scoreAnswers(type1, pick({ 'psych.1': 3, 'psych.2': 3 })).scores;
    const s = { scores, mainAreasOfFocus: ['PSYCH'], phq2: 0, answers: { 'psych.f1': { id: 'psych.f1.1' } } };
    const [first] = possibleConclusions(type1, s, 'es-ES');
    expect(first).toEqual({ id: 'conclusion.PSYCH', show: true, text: expect.stringContaining('6 de 9') });
    expect(first!.text).toContain('Consejos para manejar el estrés');
    const rec = recommendations(s, { 'rec.PSYCH': ['psych.stress'] }, 'en-GB')[0]!;
    expect(rec.answers).toEqual(['psych.stress']);
    expect(rec.possibleAnswers.find((a) => a.id === 'psych.stress')).toMatchObject({
      resourceUrl: 'https://medlineplus.gov/stress.html',
    });
  });
});

describe('state machine', () => {
  const s = (status: string, stage = 'FIRST_WAVE') => ({ status, stage }) as never;
  it('answers only while answering the current stage', () => {
    expect(() => assertCanAnswer(s('CREATED'), 'FIRST_WAVE')).not.toThrow();
    expect(() => assertCanAnswer(s('IN_PROGRESS', 'SECOND_WAVE'), 'FIRST_WAVE')).toThrow(/SECOND_WAVE stage/);
    for (const st of ['RECOMMENDATIONS', 'REVIEW', 'COMPLETED'])
      expect(() => assertCanAnswer(s(st), 'FIRST_WAVE')).toThrow(/already submitted/);
  });
  it('submit: stage must match; leads to second wave, recommendations or (demographics) completed', () => {
    expect(() => assertCanSubmit(s('IN_PROGRESS'), 'SECOND_WAVE')).toThrow(/FIRST_WAVE stage/);
    expect(() => assertCanSubmit(s('REVIEW'), 'FIRST_WAVE')).toThrow(/cannot be submitted/);
    expect(afterSubmit('FIRST_WAVE', { demographics: false, hasFollowUps: true })).toEqual({
      status: 'IN_PROGRESS',
      stage: 'SECOND_WAVE',
    });
    expect(afterSubmit('FIRST_WAVE', { demographics: false, hasFollowUps: false })).toEqual({
      status: 'RECOMMENDATIONS',
      stage: 'FIRST_WAVE',
    });
    expect(afterSubmit('SECOND_WAVE', { demographics: false, hasFollowUps: true })).toEqual({
      status: 'RECOMMENDATIONS',
      stage: 'SECOND_WAVE',
    });
    expect(afterSubmit('FIRST_WAVE', { demographics: true, hasFollowUps: false }).status).toBe('COMPLETED');
  });
  it('review only after the patient finished and before the plan is agreed', () => {
    expect(() => assertCanReview(s('IN_PROGRESS'))).toThrow('Survey is not completed by user');
    expect(() => assertCanReview(s('COMPLETED'))).toThrow(/already agreed/);
    expect(() => assertCanReview(s('REVIEW'))).not.toThrow();
    expect([afterReview(false), afterReview(true)]).toEqual(['REVIEW', 'COMPLETED']);
  });
});

describe('content', () => {
  it.each([...SURVEYS.values()].map((x) => [x.id, x] as const))(
    '%s: unique ids, both languages, answerable in ~5 minutes',
    (_id, survey) => {
      const ids = survey.questions.map((q) => q.id);
      expect(new Set(ids).size).toBe(ids.length);
      const first = survey.questions.filter((q) => q.stage === 'FIRST_WAVE');
      expect(first.length).toBeLessThanOrEqual(18); // ~15 s per question
      for (const q of survey.questions) {
        expect(q.text.en && q.text.es && q.text.en !== q.text.es).toBeTruthy();
        for (const a of q.answers) expect(a.text.en.length * a.text.es.length).toBeGreaterThan(0);
        if (q.scored) expect(q.answers.map((a) => a.points)).toEqual([0, 1, 2, 3]);
      }
    },
  );
  it('the regular surveys use all three question types; PHQ-2 has its two standard items', () => {
    const types = new Set(findSurvey('type1-v2')!.questions.map((q) => q.type));
    expect([...types].sort()).toEqual(['CLOSED_ENDED', 'MULTIPLE_CHOICE', 'OPEN_ENDED']);
    expect(type1.questions.filter((q) => q.category === 'PHQ2').map((q) => q.text.en)).toEqual([
      'Little interest or pleasure in doing things',
      'Feeling down, depressed or hopeless',
    ]);
    const cats = new Set([...SURVEYS.values()].flatMap((x) => x.questions.map((q) => q.category)));
    for (const c of ['SCREENING', 'IMMUNO_THERAPY', 'POST_IMMUNO_THERAPY'])
      expect(cats.has(c as never)).toBe(true);
    expect([...SURVEYS.values()].filter((x) => x.startDialog).map((x) => x.id)).toEqual(['type1-child-v1']);
  });
});

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=SUM(A1)', "'=SUM(A1)"],
    ['+1', "'+1"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', `"'\rx"`],
    ['=a,"b"', `"'=a,""b"""`],
  ])('%j → %j', (input, out) => expect(csvCell(input)).toBe(out));
  it('numbers, booleans and nulls; rows end in CRLF', () => {
    expect(csvRow([1, -2, true, null, undefined, 'x'])).toBe('1,-2,true,,,x\r\n');
  });
});
