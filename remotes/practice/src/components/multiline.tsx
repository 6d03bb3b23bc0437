const numbered = /^\d+[.)]\s*/;
const bullet = /^[-•·]\s*/;

function splitLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Text kept as lines in the database (hours, parking): one paragraph, or a list when there are several lines. */
export function Lines({
  text,
  className,
  listClassName,
}: {
  text: string;
  className?: string;
  listClassName?: string;
}) {
  const lines = splitLines(text);
  if (lines.length <= 1) return <p className={className}>{lines[0] ?? ''}</p>;
  return (
    <ul className={listClassName}>
      {lines.map((line, index) => (
        <li key={index}>{line.replace(bullet, '')}</li>
      ))}
    </ul>
  );
}

/**
 * Directions written as numbered lines (`1. …`): the numbered lines become an ordered list, the other lines
 * (`※ …`, a way from another station) notes under it. Without numbering, every line is a step.
 */
export function Steps({
  text,
  className,
  listClassName,
  noteClassName,
}: {
  text: string;
  className?: string;
  listClassName?: string;
  noteClassName?: string;
}) {
  const lines = splitLines(text);
  if (lines.length <= 1) return <p className={className}>{lines[0] ?? ''}</p>;
  const anyNumbered = lines.some((line) => numbered.test(line));
  const steps = anyNumbered ? lines.filter((line) => numbered.test(line)) : lines;
  const notes = anyNumbered ? lines.filter((line) => !numbered.test(line)) : [];
  return (
    <>
      <ol className={listClassName}>
        {steps.map((line, index) => (
          <li key={index}>{line.replace(numbered, '').replace(bullet, '')}</li>
        ))}
      </ol>
      {notes.map((line, index) => (
        <p key={index} className={noteClassName}>
          {line}
        </p>
      ))}
    </>
  );
}
