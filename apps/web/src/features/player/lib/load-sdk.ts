// Loads the Web Playback SDK script once. Spotify's script (or the emulator's) defines
// window.Spotify and then calls window.onSpotifyWebPlaybackSDKReady.
let loading: Promise<typeof Spotify> | null = null;

export function loadSpotifySdk(url: string): Promise<typeof Spotify> {
  if (window.Spotify) return Promise.resolve(window.Spotify);
  loading ??= new Promise<typeof Spotify>((resolve, reject) => {
    window.onSpotifyWebPlaybackSDKReady = () => resolve(window.Spotify);
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The Spotify player could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
}
