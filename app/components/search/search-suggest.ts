import { href } from "~/paths";
import { carsCount } from "~/utils/format";

/*
 * Suggestions under the header's search field: an ARIA 1.2 combobox with a listbox popup
 * (arrows move through the options, Enter takes one, Escape closes), built on the field's
 * own DOM rather than in React so that the chunk stays small and is loaded only on focus.
 * Taking an option puts its name in the field and submits the form, so the outcome is the
 * same as typing it: the catalogue filtered by that brand and model.
 */

type Suggestion = { name: string; count: number };

const attached = new WeakSet<HTMLInputElement>();
/** Typing pauses this long before the API is asked. */
const DEBOUNCE_MS = 150;

export function attachSuggest(input: HTMLInputElement) {
  if (attached.has(input) || !input.form) return;
  attached.add(input);
  const form = input.form;
  const listId = `${input.id}-list`;
  // The catalogue draws the field anew for other words (its key is the query): the list made
  // for the field before is left in the form, hidden, its options' ids the same as the new
  // ones', so aria-activedescendant would name two elements. One field, one list.
  form.querySelector(`#${CSS.escape(listId)}`)?.remove();
  const list = document.createElement("ul");
  list.id = listId;
  list.className = "header-search__list";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", "Подсказки");
  list.hidden = true;
  form.append(list);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("aria-controls", listId);
  input.setAttribute("aria-expanded", "false");

  let items: Suggestion[] = [];
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  const options = () => [...list.children] as HTMLElement[];
  const show = (open: boolean) => {
    list.hidden = !open;
    input.setAttribute("aria-expanded", String(open));
    if (!open) setActive(-1);
  };
  const setActive = (index: number) => {
    active = index;
    options().forEach((li, i) => li.setAttribute("aria-selected", String(i === index)));
    if (index >= 0) input.setAttribute("aria-activedescendant", `${listId}-${index}`);
    else input.removeAttribute("aria-activedescendant");
  };
  const choose = (index: number) => {
    const item = items[index];
    if (!item) return;
    input.value = item.name;
    show(false);
    form.requestSubmit();
  };
  const render = () => {
    list.replaceChildren(
      ...items.map((item, i) => {
        const li = document.createElement("li");
        li.id = `${listId}-${i}`;
        li.className = "header-search__option";
        li.setAttribute("role", "option");
        li.setAttribute("aria-selected", "false");
        const count = document.createElement("span");
        count.className = "header-search__count";
        count.textContent = carsCount(item.count);
        li.append(item.name, " ", count);
        // Pressed, not clicked: the field keeps its focus, so blur does not close the list first.
        li.addEventListener("mousedown", (event) => event.preventDefault());
        li.addEventListener("click", () => choose(i));
        return li;
      }),
    );
    active = -1;
    show(items.length > 0);
  };
  const ask = async () => {
    const q = input.value.trim();
    pending?.abort();
    if (!q) {
      items = [];
      render();
      return;
    }
    pending = new AbortController();
    try {
      const response = await fetch(href("search_suggest", undefined, { q }), { signal: pending.signal });
      if (!response.ok) return;
      items = ((await response.json()) as { items: Suggestion[] }).items;
      if (document.activeElement === input) render();
    } catch {
      // Only hints: a failed or superseded request leaves the field as it is.
    }
  };

  input.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => void ask(), DEBOUNCE_MS);
  });
  input.addEventListener("keydown", (event) => {
    const count = items.length;
    if (event.key === "ArrowDown" && count) {
      event.preventDefault();
      if (list.hidden) show(true);
      setActive((active + 1) % count);
    } else if (event.key === "ArrowUp" && count) {
      event.preventDefault();
      if (list.hidden) show(true);
      setActive(active <= 0 ? count - 1 : active - 1);
    } else if (event.key === "Enter" && !list.hidden && active >= 0) {
      event.preventDefault();
      choose(active);
    } else if (event.key === "Escape" && !list.hidden) {
      event.preventDefault();
      show(false);
    }
  });
  input.addEventListener("blur", () => show(false));
  form.addEventListener("submit", () => show(false));
  // Focused with text already in it (back to the catalogue): hints for that text.
  if (input.value.trim()) void ask();
}
