import { eligibilityStepTwoSchema } from '@onboarding/shared/schemas';
import { schemaResolver } from './schema-resolver';

// What react-hook-form passes: no field refs (nothing to focus) and no native validation.
const resolve = schemaResolver(eligibilityStepTwoSchema);
type Values = Parameters<typeof resolve>[0];
const options = { fields: {}, shouldUseNativeValidation: false } as unknown as Parameters<typeof resolve>[2];

describe('schemaResolver', () => {
  it("gives each field the schema's own first message, a Yes/No left unanswered included", async () => {
    // An unanswered radio group is null in react-hook-form.
    const unanswered = { isSoftware: null, runway: '', requestedAmount: '100000001' } as unknown as Values;
    const { errors } = await resolve(unanswered, undefined, options);
    expect(errors.isSoftware?.message).toBe('Value is required');
    expect(errors.runway?.message).toBe('Value is required');
    expect(errors.requestedAmount?.message).toBe('The maximum amount allowed is 100,000,000');
  });

  it('gives the parsed values when everything is valid', async () => {
    const answer = await resolve(
      {
        isSoftware: 'Yes',
        ARRYearlyRevenue: '600,000',
        activeContracts: '1200',
        investmentRounds: '2',
        runway: '18',
        requestedAmount: '250,000',
        isSharia: 'No',
        debt: 'No',
        institutionalInvestors: '3',
        raisedAmount: '1,500,000',
      },
      undefined,
      options,
    );
    expect(answer.errors).toEqual({});
    expect(answer.values).toMatchObject({ ARRYearlyRevenue: 600000, requestedAmount: 250000 });
  });
});
