// WWDC style (global actors): a custom @globalActor isolating a logger and its functions
@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor
final class Store {
    var entries: [String: String] = [:]
    func set(_ key: String, _ value: String) {
        entries[key] = value
    }
    func dump() -> String {
        entries.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ";")
    }
}

enum Stats {
    @StorageActor static var writeCount = 0
}

@StorageActor
func save(_ store: Store, _ pairs: [(String, String)]) {
    for (k, v) in pairs {
        store.set(k, v)
        Stats.writeCount += 1
    }
}

let store = await Store()
await save(store, [("b", "2"), ("a", "1")])
await save(store, [("c", "3"), ("a", "9")])
print(await store.dump())
print("writes:", await Stats.writeCount)
// expect: a=9;b=2;c=3
// expect: writes: 4
