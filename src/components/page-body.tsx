import { useSitePage } from "../shell/market-context";

/** The page's editorial text. */
export function PageBody() {
  const page = useSitePage();
  if (!page.body) return <h1>{page.title}</h1>;
  return (
    <>
      {page.body.split(/\n{2,}/).map((block, i) => {
        if (block.startsWith("# ")) return <h1 key={i}>{block.slice(2)}</h1>;
        if (block.startsWith("## ")) return <h2 key={i}>{block.slice(3)}</h2>;
        return <p key={i}>{block}</p>;
      })}
    </>
  );
}
