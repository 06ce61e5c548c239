import { useFetcher, useLocation } from "@remix-run/react";
import { PostRouting } from "~/components/PostRouting";
import { href } from "~/paths";

/**
 * The cookie notice (docs/product.md §4.6). 'Понятно' posts to /cookie-notice, which sets the cookie:
 * without JS the post comes back to this page with a 303; with JS a fetcher sends it and the
 * notice goes at once. 'Подробнее'/'Скрыть' is a <details>, so it works without JS too.
 * Its parts carry no classes: the notice's CSS styles them by their place (layout.css).
 */
export function CookieNotice() {
  const fetcher = useFetcher({ key: "cookie-notice" });
  const location = useLocation();
  if (fetcher.state !== "idle" || fetcher.data) return null;
  return (
    <section className="cookie-notice" aria-label="Уведомление о файлах cookie">
      <div className="cookie-notice__text">
        <p>
          Мы используем файлы cookie, чтобы сайт работал корректно и становился удобнее. Продолжая пользоваться
          сайтом, вы соглашаетесь с их использованием.
        </p>
        <details>
          <summary>
            <span>Подробнее</span>
            <span>Скрыть</span>
          </summary>
          <p>
            Cookie — небольшие файлы, которые сайт сохраняет в вашем браузере. Мы используем обязательные cookie,
            чтобы запоминать выбранный город, содержимое корзины и ваш вход в личный кабинет, а также
            аналитические cookie, чтобы понимать, какие разделы сайта востребованы, и улучшать их.
          </p>
          <p>
            {"Данные обрабатываются в соответствии с "}
            <a href={href("policy")}>политикой обработки персональных данных</a>. Вы можете запретить сохранение
            cookie в настройках браузера, но тогда часть функций сайта может работать некорректно.
          </p>
        </details>
      </div>
      <fetcher.Form method="post" action={href("cookie_notice")}>
        <PostRouting returnTo={location.pathname + location.search} fetcher />
        <button type="submit" className="btn btn--primary btn--small">
          Понятно
        </button>
      </fetcher.Form>
    </section>
  );
}
