import { claimAt, parseRoleMap, roleFromClaims } from './role-claim';

// Which staff role a provider's claims give: table-driven, pure.

const map = (text: string) => {
  const parsed = parseRoleMap(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.map;
};

describe('parseRoleMap', () => {
  it.each([
    [
      'a=admin,b=reviewer',
      [
        ['a', 'admin'],
        ['b', 'reviewer'],
      ],
    ],
    [
      ' a = admin , , b=approver ',
      [
        ['a', 'admin'],
        ['b', 'approver'],
      ],
    ],
    ['{"cn=admins,ou=groups":"admin"}', [['cn=admins,ou=groups', 'admin']]],
    ['app:role=approver', [['app:role', 'approver']]],
  ])('%s', (text, pairs) => {
    expect([...map(text)]).toEqual(pairs);
  });

  it.each([
    ['a=root', 'each role must be reviewer, approver or admin'],
    ['admin', 'each entry must be idpValue=role'],
    ['=admin', 'each entry must be idpValue=role'],
    ['[]', 'each entry must be idpValue=role'],
    [' , ', 'must map at least one value'],
    ['{}', 'must map at least one value'],
    ['{"a":1}', 'each role must be reviewer, approver or admin'],
    ['{"a":', 'must be a JSON object or idpValue=role pairs separated by commas'],
  ])('refuses %s', (text, problem) => {
    expect(parseRoleMap(text)).toEqual({ ok: false, problem });
  });
});

describe('claimAt', () => {
  const claims = {
    roles: ['admin'],
    realm_access: { roles: ['approver'] },
    'https://provider.example/roles': ['reviewer'],
    'a.b': 'flat wins',
    a: { b: 'nested' },
  };
  it.each([
    ['roles', ['admin']],
    ['realm_access.roles', ['approver']],
    ['https://provider.example/roles', ['reviewer']],
    ['a.b', 'flat wins'],
    ['realm_access.missing', undefined],
    ['roles.length', undefined],
    ['__proto__.polluted', undefined],
    ['constructor', undefined],
  ])('%s', (path, value) => {
    expect(claimAt(claims, path)).toEqual(value);
  });
});

describe('roleFromClaims', () => {
  const groups = map('g-review=reviewer,g-approve=approver,g-admin=admin');
  it.each([
    [{ roles: ['reviewer'] }, 'roles', null, 'reviewer'],
    [{ roles: ['reviewer', 'admin', 'approver'] }, 'roles', null, 'admin'],
    [{ roles: 'approver reviewer' }, 'roles', null, 'approver'],
    [{ roles: 'reviewer,approver' }, 'roles', null, 'approver'],
    [{ roles: ['Admin', 'root'] }, 'roles', null, null],
    [{ roles: [] }, 'roles', null, null],
    [{}, 'roles', null, null],
    [{ roles: [{ name: 'admin' }, 7, null] }, 'roles', null, null],
    [{ groups: ['g-review', 'other'] }, 'groups', groups, 'reviewer'],
    [{ groups: ['g-approve', 'g-review'] }, 'groups', groups, 'approver'],
    // With a map, the role names themselves give nothing: only what the map says counts.
    [{ groups: ['admin'] }, 'groups', groups, null],
    [{ realm_access: { roles: ['g-admin'] } }, 'realm_access.roles', groups, 'admin'],
  ] as const)('%j at %s', (claims, path, roleMap, role) => {
    expect(roleFromClaims(claims as Record<string, unknown>, path, roleMap)).toBe(role);
  });
});
