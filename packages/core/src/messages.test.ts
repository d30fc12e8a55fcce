import { describe, it, expect } from 'vitest';
import { LOG_MESSAGES, MESSAGES, isSuccessMessage, messageTone } from './messages';

describe('MESSAGES: spec 8 errors', () => {
  it('pins the fixed texts word for word', () => {
    expect(MESSAGES.playerNotReady).toBe(
      'Spotify player not ready. Please wait a moment and try again.',
    );
    expect(MESSAGES.failedToPlayTrack).toBe(
      'Failed to play track. Make sure you have an active Spotify Premium account.',
    );
    expect(MESSAGES.failedToTogglePlayback).toBe('Failed to toggle playback');
    expect(MESSAGES.failedToSeek).toBe('Failed to seek in track');
    expect(MESSAGES.noPlayableSongs).toBe(
      'No playable songs were found. Try generating a new playlist.',
    );
    expect(MESSAGES.noNewPlayableSongs).toBe(
      'No new playable songs were found. Try extending again.',
    );
    expect(MESSAGES.songNotFound).toBe(
      'Could not find the suggested song on Spotify. Try another request.',
    );
    expect(MESSAGES.failedToFetchPublicVibes).toBe('Failed to fetch public vibes');
    expect(MESSAGES.failedToUpdateVibe).toBe('Failed to update vibe');
    expect(MESSAGES.failedToSaveVibe).toBe('Failed to save vibe');
    expect(MESSAGES.failedToDeleteVibe).toBe('Failed to delete vibe');
    expect(MESSAGES.failedToGenerateTheme).toBe('Failed to generate theme');
    expect(MESSAGES.failedToSavePlaylist).toBe('Failed to save playlist to Spotify');
  });

  it('fills in the reason', () => {
    expect(MESSAGES.failedToRefreshToken('popup closed')).toBe(
      'Failed to refresh token: popup closed',
    );
    expect(MESSAGES.failedToLoadVibe('not found')).toBe('Failed to load vibe: not found');
    expect(MESSAGES.failedToLoadVideos('quota')).toBe(
      'Failed to load video recommendations: quota',
    );
    expect(MESSAGES.failedToLoadSuggestions('timeout')).toBe('Failed to load suggestions: timeout');
    expect(MESSAGES.failedToRefreshConnection('offline')).toBe(
      'Failed to refresh connection: offline',
    );
    expect(MESSAGES.httpError(503)).toBe('HTTP error! status: 503');
  });

  it('shows the upload reason when there is one', () => {
    expect(MESSAGES.failedToUploadImage('Unsupported image type')).toBe(
      'Failed to upload image: Unsupported image type',
    );
    expect(MESSAGES.failedToUploadImage()).toBe('Failed to upload image');
    expect(MESSAGES.failedToUploadImage(null)).toBe('Failed to upload image');
    expect(MESSAGES.failedToUploadImage('  ')).toBe('Failed to upload image');
  });
});

describe('MESSAGES: spec 8 successes', () => {
  it('pins the texts', () => {
    expect(MESSAGES.vibeSaved).toBe('Vibe saved successfully!');
    expect(MESSAGES.vibeDeleted).toBe('Vibe deleted successfully');
    expect(MESSAGES.playlistSaved(12)).toBe('Playlist saved successfully with 12 tracks!');
    expect(MESSAGES.usernameUpdated).toBe('Username updated successfully!');
  });
});

describe('MESSAGES: spec 5 validation', () => {
  it('pins the texts', () => {
    expect(MESSAGES.userProfileNotLoaded).toBe('User profile not loaded');
    expect(MESSAGES.noTracksToSave).toBe('No tracks to save');
    expect(MESSAGES.noValidTrackUris).toBe('No valid track URIs found');
    expect(MESSAGES.userNotLoggedIn).toBe('User not logged in');
  });

  it('pins the AI reply texts', () => {
    expect(MESSAGES.failedToParseVideoQueries).toBe(
      'Failed to parse video queries from AI response',
    );
    expect(MESSAGES.missingVideoQueryCategories(['musicQueries', 'gradient'])).toBe(
      'AI response is missing video query categories: musicQueries, gradient',
    );
  });
});

describe('MESSAGES: spec 4 token session', () => {
  it('pins the texts', () => {
    expect(MESSAGES.sessionEndingSoon).toBe('Spotify session ending soon');
    expect(MESSAGES.sessionExpired).toBe(
      'Spotify session expired - please refresh your connection',
    );
    expect(MESSAGES.sessionExpiredAlert).toBe('Spotify session expired - music playback paused');
  });
});

describe('MESSAGES: spec 2 labels', () => {
  it('pins the texts', () => {
    expect(MESSAGES.noPublicVibes).toBe('No public vibes found');
    expect(MESSAGES.pleaseLogInToComment).toBe('Please log in to join the conversation');
    expect(MESSAGES.searchVibesPlaceholder).toBe('Search by name, prompt, or creator...');
    expect(MESSAGES.songInputPlaceholder).toBe('Enter song or artist...');
    expect(MESSAGES.foundPlayableSongs(7)).toBe('Found 7 playable songs');
    expect(MESSAGES.commentsTitle('Rainy Sunday')).toBe('Vibe Check: Rainy Sunday');
  });
});

describe('LOG_MESSAGES', () => {
  it('pins the spec 8 logged-only texts', () => {
    expect(LOG_MESSAGES).toEqual({
      tokenRefreshTimedOut: 'Token refresh timed out',
      authWindowClosed: 'Authentication window closed',
      autoTokenRefreshFailed: 'Auto token refresh failed:',
      manualTokenRefreshFailed: 'Manual token refresh failed:',
    });
  });
});

describe('message tone', () => {
  it('treats text containing "successfully" as success', () => {
    expect(isSuccessMessage(MESSAGES.vibeSaved)).toBe(true);
    expect(isSuccessMessage(MESSAGES.vibeDeleted)).toBe(true);
    expect(isSuccessMessage(MESSAGES.playlistSaved(3))).toBe(true);
    expect(isSuccessMessage(MESSAGES.usernameUpdated)).toBe(true);
    expect(messageTone(MESSAGES.vibeSaved)).toBe('success');
  });

  it('treats anything else as an error', () => {
    expect(isSuccessMessage(MESSAGES.failedToSaveVibe)).toBe(false);
    expect(isSuccessMessage('Successfully done')).toBe(false);
    expect(isSuccessMessage('')).toBe(false);
    expect(messageTone(MESSAGES.httpError(500))).toBe('error');
    expect(messageTone(MESSAGES.sessionExpired)).toBe('error');
  });
});
