import { codeHostTexts, DASHBOARD_TEXTS, SETTINGS_TEXTS } from './texts';

describe('codeHostTexts', () => {
  it("keeps the spec's texts word for word with GitHub", () => {
    const texts = codeHostTexts({ kind: 'github' });
    expect(texts.noRepositoryDescription).toBe(DASHBOARD_TEXTS.noRepositoryDescription);
    expect(texts.noRepositories).toBe(SETTINGS_TEXTS.noRepositories);
    expect([texts.statusTitle, texts.statusActive, texts.statusDescription]).toEqual(['Webhook Status', 'Webhook Active', 'Receiving push events from the main branch']);
    expect(texts.addRepositoriesHint).toBeNull();
  });

  it('names the folders, how to add one and the real poll interval with the local code host, and never GitHub or a webhook', () => {
    const texts = codeHostTexts({ kind: 'local', folders: ['/home/ada/code', '/srv/git'], pollSeconds: 30 });
    expect(texts.connectDescription).toContain('/home/ada/code, /srv/git');
    expect(texts.noRepositories).toContain('/home/ada/code, /srv/git');
    expect(texts.addRepositoriesHint).toBe('To add a repository, add its folder under Folders below: it is listed here at once, with no restart.');
    expect(texts.statusDescription).toBe("New commits on the repository's branch are read every 30 seconds");
    expect(codeHostTexts({ kind: 'local', folders: ['/code'], pollSeconds: 1 }).statusDescription).toBe("New commits on the repository's branch are read every second");
    for (const text of Object.values(texts)) expect(text).not.toMatch(/github|webhook/i);
  });
});
