const pad = (n: number): string => String(n).padStart(2, '0');

/** Approval request dates: MM/dd/yyyy HH:mm:ss in the viewer's time zone. */
export function formatRequestDate(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return `${pad(d.getMonth() + 1)}/${pad(d.getDate())}/${d.getFullYear()} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The initiator column shows at most 20 characters. */
export function trimInitiator(name: string): string {
  return name.length > 20 ? `${name.slice(0, 20)}…` : name;
}
