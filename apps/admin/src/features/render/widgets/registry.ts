import type { BuiltInWidget } from '@cermat/core';
import type { ComponentRegistry } from '@cermat/ui-kit';
import { Clock } from './clock';
import { InfoText } from './info-text';
import { LogoImage } from './logo-image';
import { RoleSummary } from './role-summary';
import { StatCard } from './stat-card';
import { WelcomeCard } from './welcome-card';

/**
 * The built-in widgets a page column may name, by component file name (DECISIONS.md).
 * Any other name renders the kit's visible 'component not found' card.
 */
// Keyed by core's list, so the page builder offers exactly the widgets that render.
export const widgets: Record<BuiltInWidget, ComponentRegistry[string]> = {
  WelcomeCard,
  StatCard,
  RoleSummary,
  InfoText,
  Clock,
  LogoImage,
};
