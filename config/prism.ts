import {darkCodeTheme, lightCodeTheme} from './prism-themes';

/**
 * Code highlighting. The defaults of prism-react-renderer cover SQL, Python, JSON, YAML, Go and
 * JSX; the docs also show shell, JVM, Terraform, config and HTTP samples.
 */
export const prism = {
  theme: lightCodeTheme,
  darkTheme: darkCodeTheme,
  defaultLanguage: 'text',
  additionalLanguages: ['bash', 'java', 'scala', 'hcl', 'properties', 'ini', 'toml', 'http'],
};
