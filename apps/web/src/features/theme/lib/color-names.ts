// CSS colour names to RGB, read from the browser's own canvas (no table to ship). Where no
// canvas is available the caller assumes the worst case (white).
import type { ColorNameResolver, Rgb } from './tone';

let context: CanvasRenderingContext2D | null | undefined;

function canvas(): CanvasRenderingContext2D | null {
  if (context === undefined) {
    try {
      context = document.createElement('canvas').getContext('2d');
    } catch {
      context = null;
    }
  }
  return context ?? null;
}

export const browserColorName: ColorNameResolver = (name) => {
  const ctx = canvas();
  if (!ctx) return null;
  ctx.fillStyle = '#000000';
  ctx.fillStyle = name;
  const hex = /^#([0-9a-f]{6})$/i.exec(String(ctx.fillStyle))?.[1];
  if (!hex) return null;
  const value = parseInt(hex, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255] as Rgb;
};
