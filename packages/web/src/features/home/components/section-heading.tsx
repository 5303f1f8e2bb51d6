interface SectionHeadingProps {
  /** Id the surrounding `<section aria-labelledby>` points at. */
  id: string;
  title: string;
  subtitle?: string;
}

/** The `<h2>` and optional lead line that open every home section. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <div className="max-w-3xl">
      <h2
        id={id}
        className="font-display text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {title}
      </h2>
      {subtitle ? <p className="mt-2 text-base text-slate-600 sm:text-lg">{subtitle}</p> : null}
    </div>
  );
}
