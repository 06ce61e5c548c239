/** Words searched that name no brand or model: said over the whole stock, which follows. */
export function SearchNotice({ q }: { q: string }) {
  return (
    <p className="search-notice" role="status">
      По запросу «{q}» марка или модель не найдена. Показаны все автомобили в наличии.
    </p>
  );
}
