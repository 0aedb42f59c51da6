import {
  businessTypeName,
  companyStageName,
  formatLocale,
  i18n,
  ltrText,
  useTranslation,
} from '@onboarding/shared';
import { countryName } from '@onboarding/shared/constants';
import type { EligibilityAnswer, EligibilityPanel, ReviewPanelProps } from '@onboarding/shared/backoffice';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  Facts,
  PanelNote,
  PanelSection,
  PanelTable,
  StepReviewPanel,
} from '@onboarding/shared/backoffice/review';
import { ELIGIBILITY_REVIEW_NS } from './i18n';
import { readSentence } from './reason-text';

/**
 * The eligibility step's panel of the case page, exposed as './review': the applicant's answers, labelled, and
 * the policy's decision with its amount, version and reasons as the policy stored them.
 */
export default function EligibilityReviewPanel({ caseId }: ReviewPanelProps) {
  return (
    <StepReviewPanel caseId={caseId} step="eligibility">
      {(data: EligibilityPanel) => (
        <>
          <Decision decision={data.decision} />
          <Answers answers={data.answers} />
        </>
      )}
    </StepReviewPanel>
  );
}

function Decision({ decision }: { decision: EligibilityPanel['decision'] }) {
  const { t } = useTranslation(ELIGIBILITY_REVIEW_NS);
  const lng = formatLocale();
  return (
    <PanelSection title={t('decision.title')}>
      {!decision ? (
        <PanelNote>{t('decision.none')}</PanelNote>
      ) : (
        <>
          <Facts
            facts={[
              {
                label: t('decision.outcome'),
                value: decision.eligible ? t('decision.eligible') : t('decision.ineligible'),
                tone: decision.eligible ? 'good' : 'bad',
              },
              {
                label: t('decision.amount'),
                value: formatMoney(decision.amount.amountMinor, decision.amount.currency, lng),
              },
              { label: t('decision.policy'), value: decision.policyVersion },
              { label: t('decision.decidedAt'), value: formatDateTime(decision.decidedAt, lng) },
            ]}
          />
          <PanelTable
            caption={t('reasons.caption')}
            empty={decision.reasons.length === 0 && t('reasons.none')}
          >
            <thead>
              <tr>
                <th scope="col">{t('reasons.kind')}</th>
                <th scope="col">{t('reasons.message')}</th>
                <th scope="col">{t('reasons.code')}</th>
              </tr>
            </thead>
            <tbody>
              {decision.reasons.map((reason, i) => (
                <tr key={`${reason.code}-${i}`}>
                  <td>{t(`reasons.kinds.${reason.kind}`, { defaultValue: reason.kind })}</td>
                  <td>{reasonText(reason.code, reason.message)}</td>
                  <td>
                    <code>{reason.code}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </PanelTable>
        </>
      )}
    </PanelSection>
  );
}

const tr = (key: string, options: Record<string, unknown> = {}) =>
  i18n.t(key, { ns: ELIGIBILITY_REVIEW_NS, ...options }) as string;
const englishOf = (key: string) =>
  i18n.getFixedT('en', ELIGIBILITY_REVIEW_NS)(key, { defaultValue: '' }) as string;

/**
 * A reason of the policy in the page's language: the stored English sentence as it is in English, its translation
 * with the same figures otherwise (reason-text.ts), or the sentence as stored when its wording is not known.
 */
function reasonText(code: string, message: string): string {
  if (i18n.language === 'en') return message;
  const template = englishOf(`reasons.sentences.${code}`);
  const values = template ? readSentence(template, message) : null;
  if (!values) return message;
  const shown: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (name === 'stage') shown[name] = companyStageName(value);
    else if (name === 'types')
      shown[name] = value
        .split(', ')
        .map((type) => businessTypeName(type))
        .join('، ');
    else if (name === 'country') shown[name] = countryName(value, i18n.language);
    // Figures ($600,000, 0.33) keep their left-to-right order inside the sentence.
    else shown[name] = ltrText(value);
  }
  return tr(`reasons.sentences.${code}`, { ...shown, interpolation: { escapeValue: false } });
}

/** An answer from one of the shared lists, named in the page's language; any other answer as the applicant gave it. */
function answerName(field: EligibilityAnswer['field'], value: string): string {
  if (field === 'businessType') return businessTypeName(value);
  if (field === 'countryOfIncorporation' || field === 'placeOfOperation')
    return countryName(value, i18n.language);
  if (field === 'companyStage') return companyStageName(value);
  return value;
}

function Answers({ answers }: { answers: EligibilityAnswer[] }) {
  const { t } = useTranslation(ELIGIBILITY_REVIEW_NS);
  const lng = formatLocale();
  const show = (answer: EligibilityAnswer): string => {
    const { kind, value } = answer;
    if (value === null) return t('answers.notAnswered');
    if (Array.isArray(value))
      return value.map((v) => answerName(answer.field, v)).join(i18n.language === 'ar' ? '، ' : ', ');
    if (typeof value === 'boolean') return value ? t('answers.yes') : t('answers.no');
    if (typeof value === 'number')
      return kind === 'money' ? formatMoney(value, 'USD', lng) : formatNumber(value, lng);
    return kind === 'date' ? formatDate(value, lng) : answerName(answer.field, value);
  };
  return (
    <PanelTable caption={t('answers.caption')}>
      <thead>
        <tr>
          <th scope="col">{t('answers.question')}</th>
          <th scope="col">{t('answers.answer')}</th>
        </tr>
      </thead>
      <tbody>
        {answers.map((answer) => (
          <tr key={answer.field}>
            <th scope="row">{t(`answers.fields.${answer.field}`, { defaultValue: answer.label })}</th>
            <td>
              {/* the applicant's own words (a website, a name) in their direction, apart from the page's */}
              <bdi>{show(answer)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </PanelTable>
  );
}
