import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".wrangler/", "node_modules/", "test-results/", "playwright-report/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: 'Import { z } from "~/validation/zod": it configures zod for our CSP first.' }] },
      ],
    },
  },
  {
    files: ["app/validation/zod.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  // lib/ is what the services stand on (and the browser may use): it never reaches up to the web
  // layer above the services (app/web: guards, page actions, sessions, the edge cache), the routes
  // or the components, and takes only types from the services.
  {
    files: ["app/lib/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/web/*", "../web/*", "~/routes/*", "../routes/*", "~/components/*", "../components/*"],
              message: "app/lib is below the services: move what needs this to app/web.",
            },
            {
              group: ["~/services/*", "../services/*"],
              allowTypeImports: true,
              message: "app/lib is below the services: it may import their types only.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "*.config.{js,ts}", "tests/**/*.ts"],
    languageOptions: { globals: { ...globals.node } },
  },
  // Type-aware rules: a promise nobody awaits (a write that may not finish, an error nobody sees)
  // and a promise where a callback's result is ignored (an async onClick, an async forEach). The
  // project service finds each file's nearest tsconfig (scripts/tsconfig.json for the scripts).
  {
    files: ["**/*.{ts,tsx,mjs}"],
    ignores: ["worker-configuration.d.ts"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
);
