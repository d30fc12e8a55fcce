// Photos drawn in code for tests: a dark blue night sky and a bright warm beach.
export interface Photo {
  rgba: Uint8Array;
  width: number;
  height: number;
}

type Paint = (x: number, y: number) => readonly [number, number, number];

export function drawPhoto(width: number, height: number, paint: Paint): Photo {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = paint(x, y);
      rgba.set([r, g, b, 255], (y * width + x) * 4);
    }
  }
  return { rgba, width, height };
}

// Deep navy fading to near black, with a few faint stars.
export function nightPhoto(): Photo {
  return drawPhoto(96, 64, (x, y) => {
    const star = (x * 7 + y * 13) % 97 === 0;
    if (star) return [200, 210, 235];
    const fade = 1 - y / 64;
    return [Math.round(8 + 10 * fade), Math.round(14 + 20 * fade), Math.round(45 + 50 * fade)];
  });
}

// Sunny sky over golden sand: yellow-orange below, warm light above.
export function beachPhoto(): Photo {
  return drawPhoto(96, 64, (x, y) => {
    if (y < 24) return [255, 214, 120 + (x % 8)];
    if (y < 30) return [64, 200, 210];
    return [250, 190 - (y % 10), 90];
  });
}
