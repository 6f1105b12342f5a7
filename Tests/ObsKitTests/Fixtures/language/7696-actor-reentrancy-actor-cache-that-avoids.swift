// WWDC style (actor reentrancy): an actor cache that avoids duplicate work across awaits
actor ImageCache {
    private var cache: [String: String] = [:]
    private var loads = 0

    private func load(_ key: String) async -> String {
        loads += 1
        await Task.yield()
        return "data(\(key))"
    }

    func image(for key: String) async -> String {
        if let cached = cache[key] {
            return cached
        }
        let value = await load(key)
        cache[key] = value
        return value
    }

    func stats() -> (entries: Int, loads: Int) {
        (cache.count, loads)
    }
}

let cache = ImageCache()
for key in ["cat", "dog", "cat", "bird", "dog", "cat"] {
    let img = await cache.image(for: key)
    print(key, "->", img)
}
let s = await cache.stats()
print("entries: \(s.entries), loads: \(s.loads)")
// expect: cat -> data(cat)
// expect: dog -> data(dog)
// expect: cat -> data(cat)
// expect: bird -> data(bird)
// expect: dog -> data(dog)
// expect: cat -> data(cat)
// expect: entries: 3, loads: 3
