// spec 3 Activity: one icon per iconHint; any other value shows the default star (core's
// activityIcon decides which).
import { type ActivityIcon as IconName, activityIcon } from '@moodtape/core';
import {
  BookOpen,
  Camera,
  ChefHat,
  Clapperboard,
  Code,
  Dumbbell,
  Flower2,
  Footprints,
  Gamepad2,
  GraduationCap,
  type LucideIcon,
  Mountain,
  Music,
  Palette,
  PenLine,
  Plane,
  Scissors,
  Sofa,
  Sprout,
  Star,
  Users,
} from 'lucide-react';

const ICONS: Record<IconName, LucideIcon> = {
  hiking: Mountain,
  reading: BookOpen,
  gaming: Gamepad2,
  cooking: ChefHat,
  painting: Palette,
  music: Music,
  travel: Plane,
  coding: Code,
  meditation: Flower2,
  photography: Camera,
  writing: PenLine,
  dancing: Footprints,
  gardening: Sprout,
  sports: Dumbbell,
  cinema: Clapperboard,
  socializing: Users,
  learning: GraduationCap,
  relaxing: Sofa,
  crafting: Scissors,
  star: Star,
};

export function ActivityIcon({ hint, size = 22 }: { hint: string; size?: number }) {
  const name = activityIcon(hint);
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden data-icon={name} />;
}
