import path from 'node:path';

// bulletproof-react's rule for the browser apps: a feature folder (src/features/<name>/) imports shared code
// (src/components, src/lib, src/testing, @onboarding/shared) but never another feature; the app (src/app, routes.tsx)
// composes features. Resolving the import against the file, rather than matching its text, catches `../x` and
// `../../x` alike.
const FEATURE_FILE = /^(.*\/(?:shell|backoffice|remotes\/[^/]+)\/src\/features)\/([^/]+)\/./;

export default {
  meta: {
    type: 'problem',
    docs: { description: 'A feature folder never imports another feature folder of its app.' },
    messages: {
      crossFeature:
        "The '{{from}}' feature imports the '{{to}}' feature: move what both need to src/components or src/lib, or compose them in src/app.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = FEATURE_FILE.exec(file);
    if (!match) return {};
    const [, featuresDir, feature] = match;
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.'))
        return;
      const target = path.posix.join(path.posix.dirname(file), source.value);
      if (!target.startsWith(`${featuresDir}/`)) return;
      const [other, ...rest] = target.slice(featuresDir.length + 1).split('/');
      // A file at the root of features/ (a stylesheet all screens share) belongs to no feature.
      if (rest.length > 0 && other !== feature) {
        context.report({ node: source, messageId: 'crossFeature', data: { from: feature, to: other } });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
