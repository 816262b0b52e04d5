import { SURVEYS } from './index';

// Issue 36 point 17: questions answered on the same scale (Never … Almost always) were a radio group
// in one place and a drop-down in the next, within one questionnaire. A scale is one control,
// wherever it is asked; the drop-down is for lists of options (req G§2 "dropdown").
test('every question on the same answer scale is asked with the same control', () => {
  const typeOfScale = new Map<string, { type: string; where: string }>();
  const clashes: string[] = [];
  for (const survey of SURVEYS.values()) {
    for (const q of survey.questions) {
      if (q.answers.length === 0) continue;
      const scale = q.answers.map((a) => a.text.en).join(' | ');
      const where = `${survey.id} ${q.id}`;
      const seen = typeOfScale.get(scale);
      if (!seen) typeOfScale.set(scale, { type: q.type, where });
      else if (seen.type !== q.type) clashes.push(`${where} is ${q.type}, ${seen.where} is ${seen.type}`);
    }
  }
  expect(clashes).toEqual([]);
});
