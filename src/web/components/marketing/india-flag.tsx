/** The Indian tricolour, drawn inline (flag emoji render as letters on many systems). */
export function IndiaFlag({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 30 20" width="24" height="16" className={className} role="img" aria-label="India">
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.67" fill="#f93" />
      <rect y="13.33" width="30" height="6.67" fill="#138808" />
      <circle cx="15" cy="10" r="2.6" fill="none" stroke="#000080" strokeWidth="0.7" />
      <circle cx="15" cy="10" r="0.6" fill="#000080" />
      <rect x="0.25" y="0.25" width="29.5" height="19.5" fill="none" stroke="#cbd5e1" strokeWidth="0.5" />
    </svg>
  );
}
