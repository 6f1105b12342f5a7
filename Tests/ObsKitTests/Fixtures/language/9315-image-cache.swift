// A small in-memory cache with expiry and a hit/miss counter
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct CacheEntry<Value> {
    let value: Value
    let expiresAt: Int
}

final class Clock {
    var now = 0
    func advance(by seconds: Int) { now += seconds }
}

final class MemoryCache<Key: Hashable & Comparable, Value> {
    private var storage: [Key: CacheEntry<Value>] = [:]
    private let clock: Clock
    private let ttl: Int
    private(set) var hits = 0
    private(set) var misses = 0

    init(clock: Clock, ttl: Int) {
        self.clock = clock
        self.ttl = ttl
    }

    func value(for key: Key) -> Value? {
        guard let entry = storage[key] else { misses += 1; return nil }
        if entry.expiresAt <= clock.now {
            storage[key] = nil
            misses += 1
            return nil
        }
        hits += 1
        return entry.value
    }

    func insert(_ value: Value, for key: Key) {
        storage[key] = CacheEntry(value: value, expiresAt: clock.now + ttl)
    }

    func value(for key: Key, orLoad load: () -> Value) -> Value {
        if let v = value(for: key) { return v }
        let v = load()
        insert(v, for: key)
        return v
    }

    var keys: [Key] { storage.keys.sorted() }
}

struct Thumbnail: CustomStringConvertible {
    let url: String
    let bytes: Int
    var description: String { "Thumbnail(\(url), \(bytes)B)" }
}

let clock = Clock()
let cache = MemoryCache<String, Thumbnail>(clock: clock, ttl: 60)
var downloads = 0
func download(_ url: String) -> Thumbnail {
    downloads += 1
    print("downloading \(url)")
    return Thumbnail(url: url, bytes: url.count * 100)
}

let urls = ["/a.png", "/b.png", "/a.png", "/c.png", "/b.png"]
for u in urls {
    print(cache.value(for: u) { download(u) })
}
clock.advance(by: 30)
print(cache.value(for: "/a.png", orLoad: { download("/a.png") }))
clock.advance(by: 45)
print(cache.value(for: "/c.png", orLoad: { download("/c.png") }))
print("cached keys: \(cache.keys)")
print("hits \(cache.hits), misses \(cache.misses), downloads \(downloads)")
print(cache.value(for: "/zzz.png").map(\.description) ?? "not cached")
// expect: downloading /a.png
// expect: Thumbnail(/a.png, 600B)
// expect: downloading /b.png
// expect: Thumbnail(/b.png, 600B)
// expect: Thumbnail(/a.png, 600B)
// expect: downloading /c.png
// expect: Thumbnail(/c.png, 600B)
// expect: Thumbnail(/b.png, 600B)
// expect: Thumbnail(/a.png, 600B)
// expect: downloading /c.png
// expect: Thumbnail(/c.png, 600B)
// expect: cached keys: ["/a.png", "/b.png", "/c.png"]
// expect: hits 3, misses 4, downloads 4
// expect: not cached
