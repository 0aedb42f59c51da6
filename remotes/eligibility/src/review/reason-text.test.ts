import { readSentence } from './reason-text';

describe('readSentence', () => {
  it('reads the figures of a sentence written from the template', () => {
    expect(
      readSentence(
        'Annualized revenue {{revenue}} × {{multiple}} ({{stage}}) = {{value}}.',
        'Annualized revenue $600,000 × 0.33 (Series A) = $198,000.',
      ),
    ).toEqual({ revenue: '$600,000', multiple: '0.33', stage: 'Series A', value: '$198,000' });
  });

  it('reads a sentence without placeholders as itself', () => {
    expect(
      readSentence(
        'The applicant is not a technology company.',
        'The applicant is not a technology company.',
      ),
    ).toEqual({});
  });

  it('gives null for a sentence of another wording', () => {
    expect(readSentence('Capped at the requested amount of {{amount}}.', 'Capped at {{amount}}.')).toBeNull();
    expect(readSentence('Rounded down to whole dollars: {{amount}}.', 'Rounded down: $5.')).toBeNull();
  });
});
