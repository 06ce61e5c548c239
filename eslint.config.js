import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".e2e/", "test-results/", "playwright-report/", "public/", "bench-results/"] },
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
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly", setTimeout: "readonly", clearTimeout: "readonly", setInterval: "readonly", clearInterval: "readonly", fetch: "readonly" } },
  },
);
