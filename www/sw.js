// The service worker: after one visit the whole site (every lab, every embed, the example decks)
// works with the network off. Trunk's post-build hook fills in VERSION (the build's) and FILES
// (every file of the site, under the versioned address the pages request it by).
// - Install: every file is cached, in a cache named after the build.
// - Activate: the caches of other builds are deleted, so a new deploy replaces the old cache as a
//   whole and an old file never meets a new page.
// - Fetch: files are versioned (`?v=<content hash>`, or a hashed name), so the cache answers
//   first; pages (navigations) come from the network first, to see a new deploy at once, and
//   from the cache when the network fails or takes over three seconds. A file of the site that
//   is not the build's (a teacher's own deck beside the example, its pictures) comes from the
//   network, and a copy is kept in the build's cache for the next visit without a network.
const VERSION = '';
const FILES = [];
const CACHE = `cgt-playground-${VERSION}`;
const PATIENCE_MS = 3000;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => names.filter((name) => name.startsWith('cgt-playground-') && name !== CACHE))
      .then((old) => Promise.all(old.map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

/** The build's files, as the addresses the pages request. */
const BUILT = new Set(FILES.map((file) => new URL(file, self.location).href));

/** `request` from the network, a copy kept for offline use; the kept copy `cached`, if any,
 * when the network fails. */
async function fetchAndKeep(request, cached) {
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') {
      const copy = response.clone();
      caches.open(CACHE).then((cache) => cache.put(request, copy));
    }
    return response;
  } catch (error) {
    if (cached) return cached;
    throw error;
  }
}

/** The cached copy of a page, whatever its query (the route is in the hash, never sent). */
const cachedPage = (request) =>
  caches.open(CACHE).then((cache) => cache.match(request, { ignoreSearch: true }));

/** A page from the network, or from the cache when the network fails or is too slow. */
async function page(request) {
  const cached = await cachedPage(request);
  const network = BUILT.has(new URL(request.url).href.split('?')[0]) ? fetch(request) : fetchAndKeep(request);
  if (!cached) return network;
  const slow = new Promise((resolve) => setTimeout(() => resolve(cached), PATIENCE_MS));
  return Promise.race([network.catch(() => cached), slow]);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  event.respondWith(
    caches
      .open(CACHE)
      .then((cache) => cache.match(request))
      .then((cached) => (BUILT.has(request.url) ? cached ?? fetch(request) : fetchAndKeep(request, cached))),
  );
});
