import fs from 'node:fs';
import path from 'node:path';
import { REVIEW_ACTIONS } from '@onboarding/shared/backoffice';
import { backofficeEn } from '../../i18n';
import backofficeAr from '../../i18n.ar';
import { AUDIT_ACTIONS, auditActionLabel, auditDetailSummary, type Texts } from './audit-words';

const en = backofficeEn.audit.actionNames as unknown as Texts;
const ar = backofficeAr.audit?.actionNames as unknown as Texts;
const words = {
  keys: backofficeEn.audit.detailKeys as unknown as Texts,
  roles: backofficeEn.roles as unknown as Texts,
  member: 'Member',
  none: 'none',
};

/** The action codes written in the server's sources: `action: '…'`, `audit: '…'`, `audit('…'`, `review.${action}`. */
function serverActionCodes(): string[] {
  const root = path.resolve(__dirname, '../../../../server/src');
  const codes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && !file.includes('/test/')) {
        const text = fs.readFileSync(file, 'utf8');
        for (const m of text.matchAll(
          /(?:\baction|\baudit):\s*'([a-z]+\.[a-zA-Z.-]+)'|\baudit\('([a-z]+\.[a-zA-Z.-]+)'/g,
        ))
          codes.add(m[1] ?? m[2]);
        if (text.includes('`review.${action}`'))
          for (const action of REVIEW_ACTIONS) codes.add(`review.${action}`);
      }
    }
  };
  walk(root);
  return [...codes].sort();
}

describe('action labels', () => {
  it('names every action code the server writes, in English and in Arabic', () => {
    const codes = serverActionCodes();
    expect(codes.length).toBeGreaterThan(40);
    expect(codes.filter((code) => !(AUDIT_ACTIONS as readonly string[]).includes(code))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((code) => auditActionLabel(code, en) === code)).toEqual([]);
    expect(AUDIT_ACTIONS.filter((code) => auditActionLabel(code, ar) === code)).toEqual([]);
  });

  it('reads a code in words, and shows a code it does not know as written', () => {
    expect(auditActionLabel('case.viewed', en)).toBe('Opened the case');
    expect(auditActionLabel('case.note-added', en)).toBe('Added a note');
    expect(auditActionLabel('case.viewed', ar)).toBe('فتح الحالة');
    expect(auditActionLabel('case.reopened', en)).toBe('case.reopened');
    // A prefix that names a group, not an action.
    expect(auditActionLabel('case', en)).toBe('case');
    expect(auditActionLabel('case.viewed.more', en)).toBe('case.viewed.more');
    expect(auditActionLabel('x', undefined)).toBe('x');
  });
});

describe('detail summaries', () => {
  it('names the member a team change was about, and a change of role in words', () => {
    expect(
      auditDetailSummary(
        {
          target: { id: 'a-1', email: 'sara@provider.example' },
          detail: { sessionId: 's', staffId: 'a-1', from: 'reviewer', to: 'approver', endedSessions: 0 },
        },
        words,
      ),
    ).toEqual([
      { label: 'Member', value: 'sara@provider.example' },
      { label: 'Role', value: 'Reviewer → Approver' },
      { label: 'Sessions ended', value: '0' },
    ]);
  });

  it('keeps the address of a removed account, and hides session and view ids', () => {
    expect(
      auditDetailSummary(
        {
          target: { id: null, email: 'left@provider.example' },
          detail: { viewId: 'v', email: 'left@provider.example' },
        },
        words,
      ),
    ).toEqual([{ label: 'Member', value: 'left@provider.example' }]);
  });

  it('labels the keys it knows, shows others as written, and an empty value as none', () => {
    expect(
      auditDetailSummary(
        {
          target: null,
          detail: {
            kind: 'CapTable',
            previous: { mark: null },
            versions: [1, 2],
            custom: true,
            from: '2026-01-01',
          },
        },
        words,
      ),
    ).toEqual([
      { label: 'Document', value: 'CapTable' },
      { label: 'previous.mark', value: 'none', raw: true },
      { label: 'Versions', value: '1, 2' },
      { label: 'custom', value: 'true', raw: true },
      { label: 'From', value: '2026-01-01' },
    ]);
  });
});
