import { TextsProvider } from '@cermat/ui-kit';
import { Component, Suspense, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { LoadingScreen, ProgressBar } from '@/components/progress-bar';
import { ShownLocationProvider, useShownPath } from '@/lib/shown-location';
import { loadTexts, useLocale, useLoadedTexts, useSignInTexts } from '@/lib/i18n';
import { useDarkTheme } from '@/lib/settings';

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    return this.state.failed ? <CrashScreen /> : this.props.children;
  }
}

function CrashScreen() {
  const texts = useSignInTexts();
  return (
    <main className="grid min-h-screen place-items-center p-6 text-center">
      <div role="alert">
        <h1 className="text-xl font-semibold">{texts.error.title}</h1>
        <p className="mt-2">{texts.error.tryAgain}</p>
        <button className="mt-4 underline" type="button" onClick={() => window.location.reload()}>
          {texts.common.retry}
        </button>
      </div>
    </main>
  );
}

/** Keeps `<html lang>` on the chosen language (screen readers, axe). */
function DocumentLanguage() {
  const [locale] = useLocale();
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return null;
}

/**
 * The chosen colours (the settings panel; the system's preference unless chosen) on
 * `<html data-theme>`: the kit's colours switch there, so the content (tables, forms, dialogs
 * in their portals) turns dark with the frame.
 */
function DocumentTheme() {
  const dark = useDarkTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  }, [dark]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  // The sign-in screen shows no kit text; a kit component on a later screen waits for them.
  const texts = useLoadedTexts();
  return (
    <TextsProvider texts={texts} load={loadTexts}>
      <DocumentLanguage />
      <DocumentTheme />
      <ProgressBar />
      <ErrorBoundary>
        <ShownLocationProvider>
          <Router
            hook={useShownPath}
            searchHook={useShownPath.searchHook}
            hrefs={useShownPath.hrefs}
          >
            <Suspense fallback={<LoadingScreen />}>{children}</Suspense>
          </Router>
        </ShownLocationProvider>
      </ErrorBoundary>
    </TextsProvider>
  );
}
