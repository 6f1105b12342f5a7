// Concurrency tutorial: an actor cache that stores in-flight tasks so each key is loaded once
actor ImageCache {
    private var cache: [String: Task<String, Never>] = [:]
    private(set) var loadCount = 0

    func image(named name: String) async -> String {
        if let existing = cache[name] {
            return await existing.value
        }
        loadCount += 1
        let task = Task {
            await ImageCache.load(name)
        }
        cache[name] = task
        return await task.value
    }

    static func load(_ name: String) async -> String {
        try? await Task.sleep(for: .milliseconds(10))
        return "<image \(name) \(name.count * 100)px>"
    }

    func cachedKeys() -> [String] {
        cache.keys.sorted()
    }
}

let cache = ImageCache()

let results = await withTaskGroup(of: String.self) { group -> [String] in
    for name in ["sun", "moon", "sun", "star", "moon", "sun"] {
        group.addTask { await cache.image(named: name) }
    }
    var images: [String] = []
    for await img in group { images.append(img) }
    return images.sorted()
}

for image in results {
    print(image)
}
print("Loads performed: \(await cache.loadCount)")
print("Cached keys: \(await cache.cachedKeys())")

let again = await cache.image(named: "star")
print("Second request: \(again)")
print("Loads after second request: \(await cache.loadCount)")
// expect: <image moon 400px>
// expect: <image moon 400px>
// expect: <image star 400px>
// expect: <image sun 300px>
// expect: <image sun 300px>
// expect: <image sun 300px>
// expect: Loads performed: 3
// expect: Cached keys: ["moon", "star", "sun"]
// expect: Second request: <image star 400px>
// expect: Loads after second request: 3
