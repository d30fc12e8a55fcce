import { describe, expect, it } from 'vitest';
import { ModelListSchema } from './contract-schemas';
import { tokenize } from './tokens';
import {
  KEY,
  OPENAI,
  chatBody,
  createOpenAiEmulator,
  playlistPrompt,
  postChat,
  readEvents,
  solidPng,
} from './openai.test-support';

type Song = { title: string; artist: string };

describe('POST /v1/chat/completions', () => {
  it('answers a playlist task with 20 unique songs as pretty JSON, songs before the name', async () => {
    const app = createOpenAiEmulator();
    const res = await postChat(app, chatBody(playlistPrompt('rainy sunday morning, calm')));

    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      object: 'chat.completion',
      model: 'moodtape-emulated-mini',
      choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', refusal: null } }],
    });
    expect(body.id).toMatch(/^chatcmpl-/);
    const content: string = body.choices[0].message.content;
    const answer = JSON.parse(content) as { songs: Song[]; name: string };
    expect(Object.keys(answer)).toEqual(['songs', 'name']);
    expect(content).toBe(JSON.stringify(answer, null, 2));
    expect(answer.name).not.toBe('');
    expect(answer.songs).toHaveLength(20);
    expect(new Set(answer.songs.map((s) => `${s.title}|${s.artist}`)).size).toBe(20);
    expect(body.usage.completion_tokens).toBe(tokenize(content).length);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
  });

  it('streams the same answer one token per chunk, then finish_reason, then [DONE]', async () => {
    const app = createOpenAiEmulator();
    const prompt = playlistPrompt('late night drive through the city');
    const plain = (await postChat(app, chatBody(prompt))).json().choices[0].message.content;
    const res = await postChat(app, chatBody(prompt, { stream: true }));

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const { chunks, done, text } = readEvents(res.body);
    expect(done).toBe(true);
    expect(text).toBe(plain);
    expect(chunks[0].choices[0].delta).toMatchObject({ role: 'assistant', content: '' });
    const tokens = chunks.slice(1, -1).map((c) => c.choices[0].delta.content);
    expect(tokens).toEqual(tokenize(plain));
    expect(chunks.at(-1).choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.id === chunks[0].id)).toBe(
      true,
    );
    expect(chunks.some((c) => 'usage' in c)).toBe(false);
  });

  it('adds a usage chunk when stream_options.include_usage is set', async () => {
    const app = createOpenAiEmulator();
    const res = await postChat(
      app,
      chatBody(playlistPrompt('summer party'), {
        stream: true,
        stream_options: { include_usage: true },
      }),
    );
    const { chunks, text } = readEvents(res.body);
    const last = chunks.at(-1);
    expect(last.choices).toEqual([]);
    expect(last.usage.completion_tokens).toBe(tokenize(text).length);
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);
  });

  it('answers extend and specific-song tasks with songs only, leaving out current songs', async () => {
    const app = createOpenAiEmulator();
    const first = JSON.parse(
      (await postChat(app, chatBody(playlistPrompt('happy')))).json().choices[0].message.content,
    ) as { songs: Song[] };
    const current = first.songs.slice(0, 5);
    const list = current.map((s) => `${s.title} — ${s.artist}`).join('\n');
    const extend = await postChat(
      app,
      chatBody(['Task: extend', 'Songs: 10', 'Current playlist:', list].join('\n')),
    );
    const extended = JSON.parse(extend.json().choices[0].message.content);
    expect(Object.keys(extended)).toEqual(['songs']);
    expect(extended.songs).toHaveLength(10);
    const currentKeys = current.map((s) => `${s.title}|${s.artist}`);
    for (const song of extended.songs as Song[]) {
      expect(currentKeys).not.toContain(`${song.title}|${song.artist}`);
    }

    const specific = await postChat(
      app,
      chatBody(
        [
          'Task: specific-song',
          'Requested song: yesterday by the beatles',
          'Current playlist:',
          list,
        ].join('\n'),
      ),
    );
    expect(JSON.parse(specific.json().choices[0].message.content)).toEqual({
      songs: [{ title: 'Yesterday', artist: 'The Beatles' }],
    });
  });

  it('continues a begun playlist: the songs asked for, none of those listed, and a name', async () => {
    const app = createOpenAiEmulator();
    const prompt = playlistPrompt('rainy sunday morning, calm');
    const first = JSON.parse(
      (await postChat(app, chatBody(prompt))).json().choices[0].message.content,
    ).songs as Song[];
    const kept = first.slice(0, 5);
    const rest = [
      'Task: playlist',
      'Mood: rainy sunday morning, calm',
      'Songs: 15',
      'Current playlist:',
      ...kept.map((s) => `${s.title} — ${s.artist}`),
    ].join('\n');
    const answer = JSON.parse(
      (await postChat(app, chatBody(rest))).json().choices[0].message.content,
    );
    expect(answer.songs).toHaveLength(15);
    expect(answer.name).not.toBe('');
    const keys = new Set(kept.map((s) => `${s.title}|${s.artist}`));
    expect((answer.songs as Song[]).filter((s) => keys.has(`${s.title}|${s.artist}`))).toEqual([]);
    const stats = await app.inject({ method: 'GET', url: `${OPENAI}/__control/stats` });
    expect(stats.json().lastRequest).toMatchObject({
      task: 'playlist',
      songs: 15,
      currentSongs: 5,
    });
  });

  it('hears a photo: an image part changes the answer', async () => {
    const app = createOpenAiEmulator();
    const songsFor = async (image: string | null) => {
      const text = playlistPrompt('');
      const content = image
        ? [
            { type: 'text', text },
            { type: 'image_url', image_url: { url: image, detail: 'low' } },
          ]
        : text;
      const res = await postChat(app, chatBody(content));
      expect(res.statusCode).toBe(200);
      return JSON.parse(res.json().choices[0].message.content).songs as Song[];
    };
    const dark = await songsFor(await solidPng({ r: 10, g: 20, b: 60 }));
    const sunny = await songsFor(await solidPng({ r: 250, g: 190, b: 60 }));
    const none = await songsFor(null);
    expect(dark).toHaveLength(20);
    expect(dark).not.toEqual(sunny);
    expect(dark).not.toEqual(none);
  });

  it('refuses an image that is not one', async () => {
    const app = createOpenAiEmulator();
    const res = await postChat(
      app,
      chatBody([
        { type: 'text', text: playlistPrompt('') },
        { type: 'image_url', image_url: { url: 'data:image/png;base64,bm90IGFuIGltYWdl' } },
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      type: 'invalid_request_error',
      code: 'invalid_image_format',
    });
  });

  it('answers a message without a known task in plain words', async () => {
    const app = createOpenAiEmulator();
    const res = await postChat(
      app,
      chatBody('Hello, who are you?', { response_format: undefined }),
    );
    expect(res.statusCode).toBe(200);
    const content: string = res.json().choices[0].message.content;
    expect(content).toMatch(/^I am the Moodtape emulator\./);
  });

  it('lists the emulated models', async () => {
    const app = createOpenAiEmulator();
    const res = await app.inject({
      method: 'GET',
      url: `${OPENAI}/v1/models`,
      headers: { authorization: `Bearer ${KEY}` },
    });
    ModelListSchema.parse(res.json());
    expect(res.json()).toEqual({
      object: 'list',
      data: [
        {
          id: 'moodtape-emulated-mini',
          object: 'model',
          created: expect.any(Number),
          owned_by: 'moodtape',
        },
        {
          id: 'moodtape-emulated-vision',
          object: 'model',
          created: expect.any(Number),
          owned_by: 'moodtape',
        },
      ],
    });
  });
});

describe('keys and request checks', () => {
  it('requires a Bearer key, and only the configured one when set', async () => {
    const open = createOpenAiEmulator();
    const body = chatBody(playlistPrompt('calm'));
    const missing = await postChat(open, body, {});
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({
      message: expect.stringMatching(/^You didn't provide an API key/),
      type: 'invalid_request_error',
      param: null,
      code: null,
    });
    expect((await postChat(open, body, { authorization: 'Bearer anything' })).statusCode).toBe(200);

    const locked = createOpenAiEmulator({ apiKey: KEY });
    const wrong = await postChat(locked, body, { authorization: 'Bearer sk-wrong-key-1234' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toMatchObject({
      message: expect.stringMatching(/^Incorrect API key provided: sk-\*+1234\./),
      type: 'invalid_request_error',
      code: 'invalid_api_key',
    });
    expect((await postChat(locked, body)).statusCode).toBe(200);
  });

  it.each([
    [{ messages: [{ role: 'user', content: 'hi' }] }, null, 'you must provide a model parameter'],
    [{ model: 'm' }, 'messages', "Missing required parameter: 'messages'."],
    [{ model: 'm', messages: [] }, 'messages', "Invalid 'messages': empty array."],
    [
      { model: 'm', messages: [{ role: 'robot', content: 'hi' }] },
      'messages[0].role',
      "Invalid value for 'messages[0].role'",
    ],
  ])('refuses %o with 400 invalid_request_error', async (body, param, message) => {
    const app = createOpenAiEmulator();
    const res = await postChat(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ type: 'invalid_request_error', param });
    expect(res.json().error.message).toContain(message);
  });

  it('refuses json_object mode when no message says "json", as the real API does', async () => {
    const app = createOpenAiEmulator();
    const body = {
      model: 'moodtape-emulated-mini',
      messages: [{ role: 'user', content: playlistPrompt('calm') }],
      response_format: { type: 'json_object' },
    };
    const res = await postChat(app, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      message:
        "'messages' must contain the word 'json' in some form, to use 'response_format' of type 'json_object'.",
      type: 'invalid_request_error',
      param: 'messages',
      code: null,
    });
    const text = await postChat(app, { ...body, response_format: { type: 'text' } });
    expect(text.statusCode).toBe(200);
  });
});
