// html-validate's configuration: the browser tests check every page as served with it
// (tests/e2e/served-html.ts), and `npx html-validate page.html` uses it too. The
// recommended rules, less what only disagrees with how React writes valid HTML.
export default {
  extends: ["html-validate:recommended"],
  rules: {
    // React writes void elements as <input/>; the slash is allowed and means nothing.
    "void-style": "off",
    // React writes boolean attributes as async="" (valid HTML): require that form,
    // instead of the bare attribute React cannot write.
    "attribute-boolean-style": ["error", { style: "empty" }],
    // React writes the attributes it does not map by their JSX names (autoComplete,
    // maxLength, inputMode, charSet); HTML attribute names are case-insensitive.
    "attr-case": ["error", { style: ["lowercase", "camelcase"] }],
    // React's useId() gives ids like ":R1hjb5:", valid in HTML (any characters but
    // spaces); the relaxed check still rejects empty ids and spaces.
    "valid-id": ["error", { relaxed: true }],
    // A group of checkboxes posts its values under one name (the catalogue filters read
    // them with getAll), as radio buttons do.
    "form-dup-name": ["error", { shared: ["radio", "checkbox", "button", "reset", "submit"] }],
    // Lists and regions are named for screen readers («Все фотографии», «Ваш город»),
    // which ARIA allows on any element whose role can be named; still an error where it
    // cannot (a <div> or <span> without a role).
    "aria-label-misuse": ["error", { allowAnyNamable: true }],
    // Phone numbers keep the spec's ordinary spaces (visitors copy them, tests read them);
    // their links do not wrap because the CSS says white-space: nowrap.
    "tel-non-breaking": "off",
  },
};
