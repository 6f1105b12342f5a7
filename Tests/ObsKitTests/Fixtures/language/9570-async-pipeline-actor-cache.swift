// Image-loading style pipeline: an actor cache deduplicating async loads, sequential awaits and a sorted summary (expected output from swiftc 6.3.1 on Linux)
actor ThumbnailCache {
    private var cache: [String: String] = [:]
    private(set) var loads = 0
    private(set) var hits = 0

    func thumbnail(for name: String, size: Int) async -> String {
        let key = "\(name)@\(size)"
        if let cached = cache[key] {
            hits += 1
            return cached
        }
        let rendered = await render(name: name, size: size)
        loads += 1
        cache[key] = rendered
        return rendered
    }

    private func render(name: String, size: Int) async -> String {
        await Task.yield()
        return "<\(name.uppercased()) \(size)x\(size)>"
    }

    func evict(where shouldEvict: (String) -> Bool) -> Int {
        let doomed = cache.keys.filter(shouldEvict)
        doomed.forEach { cache[$0] = nil }
        return doomed.count
    }

    var keys: [String] { cache.keys.sorted() }
}

struct Gallery {
    let cache: ThumbnailCache
    func show(_ names: [String], size: Int) async -> [String] {
        var out: [String] = []
        for name in names { out.append(await cache.thumbnail(for: name, size: size)) }
        return out
    }
}

let cache = ThumbnailCache()
let gallery = Gallery(cache: cache)
print(await gallery.show(["cat", "dog", "cat"], size: 64))
print(await gallery.show(["dog", "owl"], size: 64))
print(await gallery.show(["cat"], size: 128))
print("loads:", await cache.loads, "hits:", await cache.hits)
print(await cache.keys)

let removed = await cache.evict { $0.hasSuffix("@64") }
print("evicted:", removed, await cache.keys)

let sizes = await withTaskGroup(of: String.self, returning: [String].self) { group in
    for s in [16, 32, 48] {
        group.addTask { await cache.thumbnail(for: "fox", size: s) }
    }
    var all: [String] = []
    for await t in group { all.append(t) }
    return all.sorted()
}
print(sizes)
print("loads:", await cache.loads, "hits:", await cache.hits, "keys:", await cache.keys.count)

// expect: ["<CAT 64x64>", "<DOG 64x64>", "<CAT 64x64>"]
// expect: ["<DOG 64x64>", "<OWL 64x64>"]
// expect: ["<CAT 128x128>"]
// expect: loads: 4 hits: 2
// expect: ["cat@128", "cat@64", "dog@64", "owl@64"]
// expect: evicted: 3 ["cat@128"]
// expect: ["<FOX 16x16>", "<FOX 32x32>", "<FOX 48x48>"]
// expect: loads: 7 hits: 2 keys: 4
