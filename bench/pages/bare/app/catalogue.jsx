import { cards } from '../lib/content';

/** The same markup for the static and the dynamic page: a heading and a list of text cards. */
export function Catalogue({ kind }) {
  return (
    <main>
      <h1>Bare catalogue ({kind})</h1>
      <ul>
        {cards().map((card) => (
          <li key={card.id}>
            <article>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </article>
          </li>
        ))}
      </ul>
    </main>
  );
}
