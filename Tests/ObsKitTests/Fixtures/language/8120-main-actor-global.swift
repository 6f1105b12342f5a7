// Swift Evolution style: SE-0316 global actors - @MainActor and a custom @globalActor isolating functions and types
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class Cache {
    private var storage: [String: Int] = [:]
    func set(_ key: String, _ value: Int) { storage[key] = value }
    func get(_ key: String) -> Int? { storage[key] }
    var sortedKeys: [String] { storage.keys.sorted() }
}

@DatabaseActor
func populate(_ cache: Cache) {
    // Same global actor: synchronous access without await
    cache.set("apples", 3)
    cache.set("pears", 5)
    cache.set("kiwis", 1)
}

@MainActor
final class ViewModel {
    var title = "Loading..."
    var items: [String] = []

    func update(with cache: Cache) async {
        let keys = await cache.sortedKeys
        var lines: [String] = []
        for key in keys {
            let value = await cache.get(key) ?? 0
            lines.append("\(key)=\(value)")
        }
        items = lines
        title = "Loaded \(items.count) items"
    }
}

@MainActor
func render(_ model: ViewModel) {
    print(model.title)
    for item in model.items { print(" - \(item)") }
}

let cache = await Cache()
await populate(cache)
let model = ViewModel()
render(model)
await model.update(with: cache)
render(model)
let value = await Task { @DatabaseActor in cache.get("pears") }.value
print("pears from detached actor task: \(value ?? -1)")

// expect: Loading...
// expect: Loaded 3 items
// expect:  - apples=3
// expect:  - kiwis=1
// expect:  - pears=5
// expect: pears from detached actor task: 5
