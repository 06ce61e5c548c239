import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

// Zone paths and the tsconfig are taken from this file's folder, not from wherever eslint runs:
// from a subfolder every zone would miss and the direction would pass unchecked.
const root = import.meta.dirname;

// What each layer may not import (docs/decisions/060-import-direction-as-lint.md). The layers
// run one way: routes -> services -> dealer client; the request pipeline may use services.
const ROUTES = ["app/routes/**", "app/root.*", "app/entry.*"];
const COMPONENTS = ["app/components/**"];
const PIPELINE = ["app/server/**"];
const SERVICES = ["app/services/**"];
const SERVER_ONLY = ["app/**/*.server.{ts,tsx}", "app/**/.server/**"];
// The rule reports an import once for every `from` pattern it matches (a service is also a
// *.server module), so each zone's patterns are joined into one. A brace with one pattern in it
// is taken literally and matches nothing.
const anyOf = (globs) => (globs.length === 1 ? globs[0] : `{${globs.join(",")}}`);
const layer = (target, from, message) => ({ target, from: anyOf(from), message: `${message} (ADR 060).` });
const importDirection = [
  layer(SERVICES, [...PIPELINE, ...ROUTES, ...COMPONENTS], "Services import nothing from app/server, app/routes, app/components, root or entry"),
  layer(["app/dealer-client/**"], [...SERVICES, ...PIPELINE, ...ROUTES, ...COMPONENTS], "The dealer client imports nothing from app/services, app/server, app/routes, app/components, root or entry"),
  layer(PIPELINE, [...ROUTES, ...COMPONENTS], "The pipeline imports nothing from app/routes, app/components, root or entry"),
  layer(COMPONENTS, [...ROUTES, ...SERVER_ONLY], "Components import nothing from app/routes, root or entry, and no *.server module"),
  layer(
    ["app/utils/**", "app/forms/**", "app/view-models/**", "app/paths.ts", "app/paths.test.ts"],
    [...SERVER_ONLY, ...PIPELINE, ...SERVICES, ...ROUTES, ...COMPONENTS],
    "Utils, forms, paths and view models import no *.server module and nothing from app/server, app/services, app/routes, app/components, root or entry",
  ),
  layer(["dealer-api/**"], ["app/**"], "The reference dealer API imports nothing from app/"),
];

export default tseslint.config(
  // tests/unit/fixtures/ holds planted wrong code that the lint's own test expects to fail.
  { ignores: ["build/", "node_modules/", ".e2e/", "test-results/", "playwright-report/", "public/", "bench-results/", "tests/unit/fixtures/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Links to pages are built with href() from ~/paths, so a path is written down once
    // (README). A path with a dot is a file (/favicon.svg, /site.webmanifest), not a page.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXAttribute[name.name=/^(to|href|action)$/] > Literal[value=/^\\/(?!\\/)[^.]*$/]",
          message: "Build links to pages with href() from ~/paths.",
        },
        {
          selector: "JSXAttribute[name.name=/^(to|href|action)$/] > JSXExpressionContainer > Literal[value=/^\\/(?!\\/)[^.]*$/]",
          message: "Build links to pages with href() from ~/paths.",
        },
        {
          selector: "CallExpression[callee.name='redirect'][arguments.0.type='Literal']",
          message: "Redirect to pages with href() from ~/paths.",
        },
      ],
      // Their flip after hydration is a synchronous render of everything that uses them (ADR 057).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "remix-utils/use-hydrated", message: "Use useHydrated from ~/utils/use-hydrated (ADR 057)." },
            { name: "remix-utils/client-only", message: "Render browser-only parts from state set in an effect, or use useHydrated from ~/utils/use-hydrated (ADR 057)." },
          ],
        },
      ],
    },
  },
  {
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs", ".cjs"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: `${root}/tsconfig.json` })],
    },
    rules: {
      // Everywhere, not only in app/ and dealer-api/: it costs no more, and a cycle is as wrong in
      // lib/ or the tests. It cannot see a cycle made of type-only imports (ADR 060).
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["app/**", "dealer-api/**"],
    rules: { "import-x/no-restricted-paths": ["error", { basePath: root, zones: importDirection }] },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly", fetch: "readonly" } },
  },
);
