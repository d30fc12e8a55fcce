// spec 5: videos lacking an id or a thumbnail are skipped. The emulators always send both,
// so the mapping is checked here on answers shaped like the contracts'.
import { describe, expect, it } from 'vitest';
import { invidiousVideos, youtubeVideos } from './video-mapping';

const snippet = (thumbnails: object) => ({
  title: 'Rain on a tin roof',
  description: 'ten hours',
  channelTitle: 'Calm Channel',
  thumbnails,
});

describe('video mapping', () => {
  it('skips YouTube items without an id or a thumbnail, and reads details', () => {
    const videos = youtubeVideos(
      [
        {
          id: { videoId: 'abc' },
          snippet: snippet({ medium: { url: 'https://i.ytimg.com/vi/abc/mqdefault.jpg' } }),
        },
        { id: {}, snippet: snippet({ medium: { url: 'https://i.ytimg.com/x.jpg' } }) },
        { id: { videoId: 'nothumb' }, snippet: snippet({}) },
        { id: { videoId: 'nosnippet' } },
      ],
      new Map([['abc', { duration: 'PT1H2M3S', views: 10, likes: null }]]),
      'ambient',
    );
    expect(videos).toEqual([
      {
        id: 'abc',
        title: 'Rain on a tin roof',
        thumbnail: 'https://i.ytimg.com/vi/abc/mqdefault.jpg',
        channelTitle: 'Calm Channel',
        url: 'https://www.youtube.com/watch?v=abc',
        description: 'ten hours',
        duration: 3723,
        views: 10,
        likes: null,
      },
    ]);
  });

  it('shows the escaped text of YouTube search snippets as plain text', () => {
    const [video] = youtubeVideos(
      [
        {
          id: { videoId: 'esc' },
          snippet: {
            title: 'Sleep &amp; Study &#39;til dawn',
            description: '&lt;b&gt;calm&lt;/b&gt;',
            channelTitle: 'Tom &amp; Jerry&#x27;s',
            thumbnails: { medium: { url: 'https://i.ytimg.com/vi/esc/mqdefault.jpg' } },
          },
        },
      ],
      new Map(),
      'music',
    );
    expect(video).toMatchObject({
      title: "Sleep & Study 'til dawn",
      description: '<b>calm</b>',
      channelTitle: "Tom & Jerry's",
    });
  });

  it('skips Invidious items that are not videos or have no thumbnail, and resolves paths', () => {
    const videos = invidiousVideos(
      [
        {
          type: 'video',
          videoId: 'xyz',
          title: 'Cat',
          author: 'Cats',
          videoThumbnails: [
            { quality: 'maxres', url: '/vi/xyz/maxres.jpg' },
            { quality: 'medium', url: '/vi/xyz/mqdefault.jpg' },
          ],
          lengthSeconds: 42,
          viewCount: 7,
        },
        { type: 'video', videoId: 'bare', videoThumbnails: [] },
        { type: 'video', title: 'no id', videoThumbnails: [{ quality: 'medium', url: '/x.jpg' }] },
        { type: 'channel', author: 'Someone' },
        { type: 'video', videoId: 'evil', videoThumbnails: [{ url: 'javascript:alert(1)' }] },
      ],
      'https://invidious.example',
      'shorts',
    );
    expect(videos).toEqual([
      {
        id: 'xyz',
        title: 'Cat',
        thumbnail: 'https://invidious.example/vi/xyz/mqdefault.jpg',
        channelTitle: 'Cats',
        url: 'https://www.youtube.com/shorts/xyz',
        description: '',
        duration: 42,
        views: 7,
        likes: null,
      },
    ]);
  });
});
