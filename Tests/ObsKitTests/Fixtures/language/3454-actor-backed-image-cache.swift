// App code style: actor-backed image cache with async loader and hit counting
actor ImageCache {
    private var storage: [String: String] = [:]
    private(set) var hits = 0
    private(set) var misses = 0

    func image(for key: String) async -> String {
        if let cached = storage[key] {
            hits += 1
            return cached
        }
        misses += 1
        let loaded = await Loader.load(key)
        storage[key] = loaded
        return loaded
    }

    func keys() -> [String] { storage.keys.sorted() }
}

enum Loader {
    static func load(_ key: String) async -> String {
        "<image \(key)>"
    }
}

let cache = ImageCache()
for key in ["cat", "dog", "cat", "bird", "dog", "cat"] {
    let img = await cache.image(for: key)
    print("\(key) -> \(img)")
}
print("hits: \(await cache.hits), misses: \(await cache.misses)")
print("keys: \(await cache.keys())")

let results = await withTaskGroup(of: String.self) { group in
    for k in ["zebra", "ant", "cat"] {
        group.addTask { await cache.image(for: k) }
    }
    var out: [String] = []
    for await r in group { out.append(r) }
    return out.sorted()
}
print(results)
print("keys now: \(await cache.keys())")
// expect: cat -> <image cat>
// expect: dog -> <image dog>
// expect: cat -> <image cat>
// expect: bird -> <image bird>
// expect: dog -> <image dog>
// expect: cat -> <image cat>
// expect: hits: 3, misses: 3
// expect: keys: ["bird", "cat", "dog"]
// expect: ["<image ant>", "<image cat>", "<image zebra>"]
// expect: keys now: ["ant", "bird", "cat", "dog", "zebra"]
