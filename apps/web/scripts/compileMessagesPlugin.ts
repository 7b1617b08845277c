import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * The modules that hold message catalogs: the shared ones of `@altalena/i18n` (one file per namespace
 * and language) and the app's feature catalogs (`catalog.ts`, `signedInCatalog.ts`).
 */
export const catalogModule =
  /\/(?:packages\/i18n\/src\/catalogs\/(en|it)\/[^/]+|apps\/web\/src\/.+\/(?:catalog|[a-zA-Z]+Catalog))\.ts$/;

/** The BCP 47 tag a catalog's messages are parsed for, by the language its file or `const` names. */
const localeTags: Record<string, string> = { en: 'en-US', it: 'it-IT' };

/** The ESTree nodes this plugin reads (Rollup's parser gives every node its source range). */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The string a property value spells, when it is a literal one (a string or a template without `${}`). */
function literalString(node: Node): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as Node[]).length === 0) {
    return (node.quasis as { value: { cooked: string } }[])[0]?.value.cooked;
  }
  return undefined;
}

/** Minimal shape of the Vite plugin this returns (see vite.config.ts on why Vite's types are not used). */
interface CompileMessagesPlugin {
  name: string;
  apply: 'build';
  config(): { resolve: { alias: { find: RegExp; replacement: string }[] } };
  transform(
    this: { parse(code: string): unknown; error(message: string): never },
    code: string,
    id: string,
  ): { code: string; map: null } | null;
}

/**
 * Vite plugin of the production build: compiles every message of the catalog modules to its ICU AST
 * (what `@formatjs/cli compile --ast` writes for JSON catalogs; ours are TypeScript modules typed by their
 * keys, so their string values are replaced in place, after TypeScript is stripped), and aliases
 * `@formatjs/icu-messageformat-parser` to its `no-parser` entry, so the ICU parser leaves the bundles
 * (react-intl's documented set-up). A message that is not valid ICU fails the build.
 */
export function compileMessagesPlugin(): CompileMessagesPlugin {
  return {
    name: 'altalena-compile-messages',
    apply: 'build',
    config() {
      return {
        resolve: {
          alias: [
            {
              find: /^@formatjs\/icu-messageformat-parser$/,
              replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
            },
          ],
        },
      };
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      const match = catalogModule.exec(file);
      if (!match) return null;
      const replacements: { start: number; end: number; text: string }[] = [];
      const compile = (message: string, key: string, language: string | undefined) => {
        try {
          const ast: MessageFormatElement[] = parse(message, {
            ...(language && localeTags[language]
              ? { locale: new Intl.Locale(localeTags[language]) }
              : {}),
          });
          return JSON.stringify(ast);
        } catch (error) {
          return this.error(`${file}: the message ${key} is not valid ICU: ${String(error)}`);
        }
      };
      // Walks the module; `language` is the file's, or that of the `const en`/`const it` being read.
      const visit = (node: Node, language: string | undefined) => {
        if (
          node.type === 'VariableDeclarator' &&
          isNode(node.id) &&
          node.id.type === 'Identifier'
        ) {
          const name = node.id.name as string;
          if (name in localeTags) language = name;
        }
        if (node.type === 'Property' && !node.computed && !node.method && isNode(node.value)) {
          const message = literalString(node.value);
          if (message !== undefined) {
            const key = isNode(node.key) ? String(node.key.value ?? node.key.name) : '?';
            const { start, end } = node.value;
            replacements.push({ start, end, text: compile(message, key, language) });
            return;
          }
        }
        for (const child of Object.values(node)) {
          if (Array.isArray(child)) {
            for (const item of child) if (isNode(item)) visit(item, language);
          } else if (isNode(child)) visit(child, language);
        }
      };
      visit(this.parse(code) as Node, match[1]);
      if (replacements.length === 0) return null;
      let out = '';
      let at = 0;
      for (const { start, end, text } of replacements.sort((a, b) => a.start - b.start)) {
        out += code.slice(at, start) + text;
        at = end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
