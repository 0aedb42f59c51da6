import { escapeHtml } from './compose';
import { applicationLink, helpEmail, linkEmail, validity } from './templates';

describe('mail templates', () => {
  it('builds the application link the shell reads', () => {
    expect(applicationLink('http://localhost:3000/', 'a.b.c')).toBe('http://localhost:3000/?token=a.b.c');
  });

  it('writes the verification email in text and HTML, with the name escaped in HTML', () => {
    const mail = linkEmail({
      kind: 'verify',
      to: 'amina@example.com',
      name: 'Amina <b>Noor</b>',
      link: 'http://localhost:3000/?token=a.b.c',
      validForSeconds: 86400,
    });
    expect(mail.to).toBe('amina@example.com');
    expect(mail.subject).toContain('Onboarding');
    expect(mail.text).toContain('Hello Amina <b>Noor</b>,');
    expect(mail.text).toContain('http://localhost:3000/?token=a.b.c');
    expect(mail.text).toContain('valid for 24 hours');
    expect(mail.html).toContain('Hello Amina &lt;b&gt;Noor&lt;/b&gt;,');
    expect(mail.html).toContain('href="http://localhost:3000/?token=a.b.c"');
    expect(mail.html).not.toContain('<b>Noor');
  });

  it('never lets a name pass for the email’s own words', () => {
    const mail = linkEmail({
      kind: 'verify',
      to: 'amina@example.com',
      name: 'Amina\n\nYour account is suspended. Confirm my email: https://evil.example/x',
      link: 'http://localhost:3000/?token=a.b.c',
      validForSeconds: 86400,
    });
    expect(mail.text.startsWith('Hello,\n')).toBe(true);
    expect(mail.text).not.toContain('evil.example');
    expect(mail.html).not.toContain('evil.example');
    expect(mail.text.match(/https?:\/\//g)).toHaveLength(1);
  });

  it('greets by a plain name, on one line', () => {
    const mail = linkEmail({
      kind: 'continue',
      to: 'amina@example.com',
      name: '  Amina \t Noor ',
      link: 'http://localhost:3000/?token=a.b.c',
      validForSeconds: 3600,
    });
    expect(mail.text.split('\n')[0]).toBe('Hello Amina Noor,');
    // As the screens greet: the first letter capitalised.
    expect(
      linkEmail({ kind: 'verify', to: 'a@b.c', name: 'amina', link: 'l', validForSeconds: 60 }).text.split(
        '\n',
      )[0],
    ).toBe('Hello Amina,');
    for (const name of ['www.evil.example', 'Amina evil.example', 'a@b.c', 'http://x']) {
      expect(
        linkEmail({ ...{ kind: 'verify', to: 'a@b.c', link: 'l', validForSeconds: 60 }, name }).text,
      ).toMatch(/^Hello,\n/);
    }
  });

  it('quotes a help request line by line, so it cannot pass for support’s own text', () => {
    const mail = helpEmail({
      to: 'support@x.test',
      from: 'amina@example.com',
      note: 'Hi\nPlease reset: https://evil.example',
      applicant: { name: 'Amina\nNoor', applicationId: 7 },
    });
    expect(mail.text).toContain('> Hi\n> Please reset: https://evil.example');
    expect(mail.text).toContain(
      'Help request from "Amina Noor" <amina@example.com> (application 7), quoted:',
    );
  });

  it('says how long a link is valid', () => {
    expect(validity(3600)).toBe('1 hour');
    expect(validity(86400)).toBe('24 hours');
    expect(validity(5400)).toBe('90 minutes');
  });

  it('forwards a help request to support with the applicant as reply-to', () => {
    const mail = helpEmail({ to: 'support@x.test', from: 'amina@example.com', note: '<script>hi</script>' });
    expect(mail).toMatchObject({ to: 'support@x.test', replyTo: 'amina@example.com' });
    expect(mail.text).toContain('> <script>hi</script>');
    expect(mail.html).toContain('&lt;script&gt;hi&lt;/script&gt;');
    expect(escapeHtml(`"'&`)).toBe('&quot;&#39;&amp;');
  });
});
