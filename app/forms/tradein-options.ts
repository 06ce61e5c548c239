/** The trade-in evaluation's choices: the form's selects and its schema read them. */
export const CONDITIONS = [
  { code: "excellent", name: "Отличное" },
  { code: "good", name: "Хорошее" },
  { code: "fair", name: "Удовлетворительное" },
  { code: "repair", name: "Требует ремонта" },
] as const;
export type ConditionCode = (typeof CONDITIONS)[number]["code"];

export const OWNERS = [
  { code: 1, name: "Один" },
  { code: 2, name: "Два" },
  { code: 3, name: "Три и более" },
] as const;
