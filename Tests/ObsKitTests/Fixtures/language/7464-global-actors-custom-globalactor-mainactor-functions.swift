// Swift Evolution style (global actors): a custom @globalActor, @MainActor functions and isolated conformances via actor hopping
@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor
final class Store {
    private var entries: [String: Int] = [:]
    var writes = 0

    func put(_ key: String, _ value: Int) {
        entries[key] = value
        writes += 1
    }

    func get(_ key: String) -> Int? { entries[key] }

    nonisolated func describe() -> String { "Store" }

    var keys: [String] { entries.keys.sorted() }
}

@MainActor
final class ViewModel {
    var lines: [String] = []
    let store: Store

    init(store: Store) { self.store = store }

    func load(_ pairs: [(String, Int)]) async {
        for (k, v) in pairs {
            await store.put(k, v)
            lines.append("saved \(k)")
        }
    }

    func render() async -> String {
        var out: [String] = []
        for k in await store.keys {
            let v = await store.get(k) ?? 0
            out.append("\(k)=\(v)")
        }
        return out.joined(separator: ", ")
    }
}

@StorageActor
func bulkIncrement(_ store: Store, keys: [String]) {
    for k in keys {
        store.put(k, (store.get(k) ?? 0) + 1)
    }
}

@MainActor
func main() async {
    let store = await Store()
    let vm = ViewModel(store: store)
    await vm.load([("b", 2), ("a", 1), ("c", 3)])
    print(vm.lines)
    await bulkIncrement(store, keys: ["a", "a", "z"])
    print(await vm.render())
    print(store.describe(), await store.writes)
    MainActor.assertIsolated()
    print("on main actor")
}

await main()
// expect: ["saved b", "saved a", "saved c"]
// expect: a=3, b=2, c=3, z=1
// expect: Store 6
// expect: on main actor
