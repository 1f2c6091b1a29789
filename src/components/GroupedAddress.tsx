import "./GroupedAddress.css";

/** "0x" and then groups of four: the way people compare an address with the one they meant, a group at a time. */
export function addressGroups(address: string): string[] {
  const body = address.startsWith("0x") ? address.slice(2) : address;
  const groups = body.match(/.{1,4}/g) ?? [];
  return address.startsWith("0x") ? [`0x${groups[0] ?? ""}`, ...groups.slice(1)] : groups;
}

/**
 * A whole address for checking before money leaves: every character shown, in groups of four, the first and last
 * groups (the ones people check) emphasised. Screen readers get the address as one text.
 */
export function GroupedAddress({ value }: { value: string }) {
  const groups = addressGroups(value);
  return (
    <p className="grouped-address mono">
      <span className="sr-only">{value}</span>
      <span aria-hidden="true">
        {groups.map((group, i) => (
          <span key={i} className={i === 0 || i === groups.length - 1 ? "edge" : undefined}>
            {group}
          </span>
        ))}
      </span>
    </p>
  );
}
