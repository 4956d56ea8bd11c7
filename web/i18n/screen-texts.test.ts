import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { enShared } from './en-shared';
import { enScreens, screenTexts } from './en-screens';

// A screen's own texts arrive with its page (./en-screens.ts): code outside that screen's feature would find
// them missing on any other screen's cold load, so none may use them; shared texts go in ./en-shared.ts.

const web = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

describe("each screen's own texts", () => {
  const files = sources(web).filter((f) => !f.startsWith(path.join(web, 'i18n') + path.sep));

  it('together with the shared ones are every screen text', () => {
    const owned = Object.values(screenTexts).flatMap((texts) => Object.keys(texts));
    expect([...Object.keys(enShared), ...owned].sort()).toEqual(Object.keys(enScreens).sort());
  });

  for (const [feature, texts] of Object.entries(screenTexts)) {
    for (const namespace of Object.keys(texts)) {
      it(`${namespace}: added by the ${feature} page and used only inside web/features/${feature}`, () => {
        const home = path.join(web, 'features', feature) + path.sep;
        const key = new RegExp(`['"\`]${namespace}\\.[A-Za-z]`);
        const outside = files.filter((f) => !f.startsWith(home) && key.test(readFileSync(f, 'utf8')));
        expect(outside.map((f) => path.relative(web, f))).toEqual([]);
        const page = readFileSync(path.join(home, `${feature}-page.tsx`), 'utf8');
        expect(page).toMatch(new RegExp(`addScreenTexts\\(\\{ ${namespace} \\}\\)`));
      });
    }
  }
});
