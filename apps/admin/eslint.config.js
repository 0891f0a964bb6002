// The house rules plus the console's own: features never import each other
// (bulletproof-react); a route in src/app composes them.
import { readdirSync } from 'node:fs';
// eslint-disable-next-line boundaries/arrows -- the house lint setup is the root's, extended here
import root from '../../eslint.config.js';

const featuresDir = new URL('./src/features/', import.meta.url);
const features = readdirSync(featuresDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const isolation = features.map((feature) => ({
  files: [`src/features/${feature}/**`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: features
          .filter((other) => other !== feature)
          .map((other) => ({
            group: [
              `@/features/${other}`,
              `@/features/${other}/*`,
              `**/features/${other}/*`,
              `../../${other}/*`,
            ],
            message: 'Features never import each other; compose them in src/app.',
          })),
      },
    ],
  },
}));

// Shared code (lib, components, config) sits below the features and the app.
const layering = {
  files: ['src/lib/**', 'src/components/**', 'src/config/**', 'src/hooks/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', '@/app/*'],
            message: 'Shared code may not import features or the app.',
          },
        ],
      },
    ],
  },
};

export default [...root, ...isolation, layering];
