// Registers the service worker and tells the app when an update is ready.
// The app (a Leptos component) shows the translated "Reload to update" and
// calls window.__europaApplyUpdate() when the player agrees.
(() => {
  if (!('serviceWorker' in navigator)) return;
  const announce = (worker) => {
    window.__europaUpdateReady = true;
    window.__europaApplyUpdate = () => worker.postMessage('skip-waiting');
    window.dispatchEvent(new Event('europa-update-ready'));
  };
  // Every file is cached once the first worker is active: the app says so.
  const offlineReady = () => {
    window.__europaOfflineReady = true;
    window.dispatchEvent(new Event('europa-offline-ready'));
  };
  let reloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // Only an update the player accepted changes an existing controller.
    if (window.__europaUpdateReady && !reloading) {
      reloading = true;
      location.reload();
    }
  });
  window.addEventListener('load', async () => {
    try {
      const first = !navigator.serviceWorker.controller;
      const reg = await navigator.serviceWorker.register('sw.js');
      const fresh = first && (reg.installing || reg.waiting);
      if (fresh) {
        fresh.addEventListener('statechange', () => {
          if (fresh.state === 'activated') offlineReady();
        });
      }
      if (reg.waiting && navigator.serviceWorker.controller) announce(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const fresh = reg.installing;
        fresh?.addEventListener('statechange', () => {
          if (fresh.state === 'installed' && navigator.serviceWorker.controller) announce(fresh);
        });
      });
      // Look for a new version whenever the app comes back to the foreground.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') reg.update().catch(() => {});
      });
    } catch (e) {
      console.warn('service worker not registered', e);
    }
  });
})();
