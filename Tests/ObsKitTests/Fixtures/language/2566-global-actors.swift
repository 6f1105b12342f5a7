// Swift Evolution style (SE-0316): custom global actors and @MainActor isolation (sequential, deterministic)
@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor
final class DiskCache {
    var entries: [String: String] = [:]
    var writes = 0

    func store(_ value: String, for key: String) {
        entries[key] = value
        writes += 1
    }

    func load(_ key: String) -> String? { entries[key] }

    nonisolated func cacheName() -> String { "disk-cache" }
}

@StorageActor
func summarize(_ cache: DiskCache) -> String {
    cache.entries.keys.sorted().joined(separator: ",") + " (\(cache.writes) writes)"
}

@MainActor
final class ScreenModel {
    var title = "untitled"
    var updates: [String] = []

    func setTitle(_ newTitle: String) {
        updates.append("\(title) -> \(newTitle)")
        title = newTitle
    }
}

@MainActor
func render(_ model: ScreenModel) -> String {
    "<\(model.title)>"
}

let cache = await DiskCache()
print(cache.cacheName())
await cache.store("alpha", for: "a")
await cache.store("beta", for: "b")
await cache.store("alpha2", for: "a")
print(await cache.load("a") ?? "nil")
print(await cache.load("z") ?? "nil")
print(await summarize(cache))

let model = await ScreenModel()
await model.setTitle("Inbox")
await model.setTitle("Inbox (3)")
print(await render(model))
for line in await model.updates {
    print(line)
}

@StorageActor
func bulkStore(_ cache: DiskCache, _ items: [(String, String)]) -> Int {
    for (k, v) in items { cache.store(v, for: k) }
    return cache.writes
}
print(await bulkStore(cache, [("c", "gamma"), ("d", "delta")]))
print(await summarize(cache))
// expect: disk-cache
// expect: alpha2
// expect: nil
// expect: a,b (3 writes)
// expect: <Inbox (3)>
// expect: untitled -> Inbox
// expect: Inbox -> Inbox (3)
// expect: 5
// expect: a,b,c,d (5 writes)
