export const COMPANY_STAGES = ['Pre-Seed', 'Seed', 'Series A', 'Series B', 'Post Series B'] as const;

export type CompanyStage = (typeof COMPANY_STAGES)[number];
