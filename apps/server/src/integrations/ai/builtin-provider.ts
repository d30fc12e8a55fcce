// The built-in mood engine as a provider (AMENDMENTS A6): no key, no network, always there,
// so it is both the provider of a fresh install and the last fallback. It answers every AI
// call the product makes.
import {
  addSpecificSong,
  extendPlaylist,
  generatePlaylist,
  generateTheme,
  generateVideoQueries,
  suggestAroundMusic,
} from '@moodtape/mood-engine';
import type { AiProvider, AiTask, AroundTheMusic } from './types';

export function createBuiltinProvider(): AiProvider {
  return {
    name: 'built-in mood engine',

    async *stream(task: AiTask) {
      yield JSON.stringify(answer(task));
    },
  };
}

function answer(task: AiTask): unknown {
  switch (task.kind) {
    case 'playlist': {
      const { songs, name } = generatePlaylist({
        prompt: task.prompt,
        image: task.image?.mood ?? null,
        count: task.count,
      });
      const kept = task.currentSongs ?? [];
      if (kept.length === 0) return { songs, name };
      // The rest of a playlist another provider began: its mood, none of its songs.
      const rest = extendPlaylist({ currentSongs: kept, prompt: task.prompt, count: task.count });
      return { songs: rest.songs, name };
    }
    case 'extend':
      return extendPlaylist({ currentSongs: task.currentSongs, count: task.count });
    case 'specific-song':
      return addSpecificSong({ currentSongs: task.currentSongs, request: task.request });
    case 'video-queries':
      return generateVideoQueries(engineInput(task));
    case 'theme':
      return generateTheme({ prompt: task.prompt });
    case 'suggestions':
      return suggestAroundMusic(engineInput(task));
  }
}

function engineInput(task: AroundTheMusic) {
  return {
    prompt: task.prompt,
    playlistName: task.playlistName,
    songs: task.songs,
    image: task.image?.mood ?? null,
  };
}
