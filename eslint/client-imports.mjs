import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Folders whose code runs on the server only: a client component that imports them leaks server code. */
const serverFolders = ['src/server', 'src/content-api', 'src/demo-content-service'];
const serverPackages = new Set(['server-only', 'next/headers', ...builtinModules]);

function isServerOnly(specifier, importer) {
  if (specifier.startsWith('node:') || serverPackages.has(specifier)) return true;
  let target;
  if (specifier.startsWith('@/')) target = path.join('src', specifier.slice(2));
  else if (specifier.startsWith('.'))
    target = path.relative(root, path.resolve(path.dirname(importer), specifier));
  else return false;
  return serverFolders.some((folder) => target === folder || target.startsWith(`${folder}${path.sep}`));
}

function isClientComponent(program) {
  for (const statement of program.body) {
    if (statement.type !== 'ExpressionStatement' || typeof statement.directive !== 'string') return false;
    if (statement.directive === 'use client') return true;
  }
  return false;
}

/** Type-only imports vanish from the bundle, so they may name server types. */
function isTypeOnly(node) {
  if (node.importKind === 'type' || node.exportKind === 'type') return true;
  const specifiers = node.specifiers ?? [];
  return specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
}

/** A module that starts with 'use client' ships to the browser: it imports nothing that only runs on the server. */
export const clientImportsNoServer = {
  meta: {
    type: 'problem',
    docs: { description: "Client components ('use client') import no server-only module." },
    messages: {
      serverOnly:
        "'{{specifier}}' is server-only code: a client component gets server data through props or an endpoint.",
    },
    schema: [],
  },
  create(context) {
    if (!isClientComponent(context.sourceCode.ast)) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (isTypeOnly(node)) return;
      if (isServerOnly(source.value, context.filename)) {
        context.report({ node: source, messageId: 'serverOnly', data: { specifier: source.value } });
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
