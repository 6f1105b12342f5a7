// Donny Wals style (actor cache): an image-loader cache actor that shares in-flight Tasks, with nonisolated members for identity
actor ThumbnailCache: CustomStringConvertible {
    private enum Entry {
        case inProgress(Task<String, Never>)
        case ready(String)
    }

    nonisolated let label: String
    private var entries: [String: Entry] = [:]
    private(set) var loads = 0

    init(label: String) { self.label = label }

    nonisolated var description: String { "ThumbnailCache(\(label))" }

    nonisolated func key(for name: String, size: Int) -> String { "\(name)@\(size)" }

    func thumbnail(_ name: String, size: Int) async -> String {
        let key = key(for: name, size: size)
        if let entry = entries[key] {
            switch entry {
            case .ready(let value): return value
            case .inProgress(let task): return await task.value
            }
        }
        loads += 1
        let task = Task { () -> String in
            "<\(name.uppercased()) \(size)x\(size)>"
        }
        entries[key] = .inProgress(task)
        let value = await task.value
        entries[key] = .ready(value)
        return value
    }

    func cachedKeys() -> [String] { entries.keys.sorted() }
}

let cache = ThumbnailCache(label: "avatars")
print(cache)
print(cache.key(for: "cat", size: 64))

print(await cache.thumbnail("cat", size: 64))
print(await cache.thumbnail("cat", size: 64))
print("loads so far:", await cache.loads)

let names = ["dog", "cat", "dog", "owl", "dog", "cat"]
let results = await withTaskGroup(of: String.self) { group in
    for name in names {
        group.addTask { await cache.thumbnail(name, size: 32) }
    }
    var all: [String] = []
    for await r in group { all.append(r) }
    return all.sorted()
}
print(results)
print("loads:", await cache.loads)
print("keys:", await cache.cachedKeys())

// expect: ThumbnailCache(avatars)
// expect: cat@64
// expect: <CAT 64x64>
// expect: <CAT 64x64>
// expect: loads so far: 1
// expect: ["<CAT 32x32>", "<CAT 32x32>", "<DOG 32x32>", "<DOG 32x32>", "<DOG 32x32>", "<OWL 32x32>"]
// expect: loads: 4
// expect: keys: ["cat@32", "cat@64", "dog@32", "owl@32"]
