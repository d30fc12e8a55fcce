// The Moodtape mark: two tape reels under a sound wave.
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
      <defs>
        <linearGradient id="moodtape-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#a78bfa" />
          <stop offset="1" stopColor="#22d3ee" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#moodtape-logo)" />
      <g fill="none" stroke="#0e0f13" strokeWidth="4" strokeLinecap="round">
        <circle cx="22" cy="36" r="7" />
        <circle cx="42" cy="36" r="7" />
        <path d="M22 29h20" />
        <path d="M16 18c3-4 5-4 8 0s5 4 8 0 5-4 8 0 5 4 8 0" strokeWidth="3" />
      </g>
    </svg>
  );
}
