// The emulated embed player (standing in for youtube.com/embed/{id}), which Moodtape's shorts
// modal loads in an iframe. Plain HTML and CSS, no script and nothing from another origin
// (Moodtape's Content-Security-Policy allows neither inline scripts nor inline styles, so
// the CSS is a stylesheet of its own, beside the page): the thumbnail drawn inline, the
// title, a play/pause toggle made of a checkbox and its label, and a progress bar that a CSS
// animation runs over the video's length. `autoplay=1` starts it playing, as on YouTube.
import { escapeHtml } from '../html';
import type { CatalogVideo } from './catalog';
import { clockText } from './durations';
import { thumbnailSvg } from './thumbnails';

const STYLE = `
*{box-sizing:border-box;margin:0}
html,body{height:100%;background:#000;color:#fff;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;overflow:hidden}
.player{position:relative;height:100%}
.art{position:absolute;inset:0}
.art svg{display:block}
.shade{position:absolute;inset:0;background:linear-gradient(#000a,#0000 35%,#0000 65%,#000c)}
.title{position:absolute;top:12px;left:16px;right:16px;font-size:16px;font-weight:600;text-shadow:0 1px 2px #000}
.label{position:absolute;top:12px;right:16px;margin-top:24px;padding:2px 8px;border-radius:4px;background:#ffffff26;font-size:12px}
.toggle{position:absolute;opacity:0;width:1px;height:1px}
.play{position:absolute;left:50%;top:50%;width:68px;height:48px;margin:-24px 0 0 -34px;border-radius:12px;background:#e00000e6;cursor:pointer;display:grid;place-items:center;font-size:20px}
.play::before{content:'\\25B6'}
.toggle:checked+.play::before{content:'\\275A\\275A';font-size:14px}
.toggle:checked+.play{opacity:0}
.player:hover .toggle:checked+.play,.toggle:focus-visible+.play{opacity:1}
.toggle:focus-visible+.play{outline:3px solid #fff}
.bar{position:absolute;left:16px;right:16px;bottom:28px;height:4px;background:#ffffff4d;border-radius:2px;overflow:hidden}
.fill{height:100%;width:100%;background:#e00000;transform-origin:left;transform:scaleX(0);animation:progress 60s linear forwards paused}
.toggle:checked~.bar .fill{animation-play-state:running}
.time{position:absolute;left:16px;bottom:8px;font-size:12px}
@keyframes progress{to{transform:scaleX(1)}}
`;

/** The page's stylesheet: the same for every video but for the length of the bar's run. */
export function embedStyle(video: CatalogVideo | undefined): string {
  return `${STYLE}.fill{animation-duration:${video?.durationSeconds ?? 60}s}\n`;
}

export function embedPage(id: string, video: CatalogVideo | undefined, autoplay: boolean): string {
  const title = escapeHtml(video?.title ?? 'Emulated video');
  const length = video?.durationSeconds ?? 60;
  const art = thumbnailSvg(id, video, { width: 1280, height: 720 }, true);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} - Emulated player</title>
<link rel="stylesheet" href="${id}/player.css">
</head>
<body>
<main class="player" aria-label="${title}">
<div class="art" aria-hidden="true">${art}</div>
<div class="shade"></div>
<h1 class="title">${title}</h1>
<p class="label">Emulated player</p>
<input class="toggle" type="checkbox" id="play" aria-label="Play"${autoplay ? ' checked' : ''}>
<label class="play" for="play"></label>
<div class="bar" role="presentation"><div class="fill"></div></div>
<p class="time">${clockText(length)}</p>
</main>
</body>
</html>
`;
}

export function unavailablePage(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Video unavailable - Emulated player</title>
</head>
<body><p>Video unavailable</p></body>
</html>
`;
}
