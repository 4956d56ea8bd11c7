// The language switch (docs/screens.md#language). Each language's own name is shown in its own script,
// whatever the interface language, so it is not in the catalogue.
export const language = {
  label: 'Language',
  saveFailed: 'The language could not be saved for your next sign-in',
} as const;
