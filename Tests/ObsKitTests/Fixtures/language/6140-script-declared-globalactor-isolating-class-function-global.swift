// Swift by Sundell style (custom global actors): a script-declared @globalActor isolating a class, a function and a global variable
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

enum Stats {
    @DatabaseActor static var queryCount = 0
}

@DatabaseActor
final class RecordStore {
    private var records: [Int: String] = [:]

    func insert(_ id: Int, _ name: String) {
        Stats.queryCount += 1
        records[id] = name
    }

    func name(for id: Int) -> String? {
        Stats.queryCount += 1
        return records[id]
    }

    func allSorted() -> [String] {
        Stats.queryCount += 1
        return records.keys.sorted().map { "\($0):\(records[$0]!)" }
    }
}

@DatabaseActor func seed(_ store: RecordStore) {
    for (id, name) in [(3, "carol"), (1, "alice"), (2, "bob")] {
        store.insert(id, name)
    }
}

@DatabaseActor func report(_ store: RecordStore) -> String {
    "\(store.allSorted().joined(separator: ", ")) after \(Stats.queryCount) queries"
}

struct Lookup {
    @DatabaseActor static func find(_ id: Int, in store: RecordStore) -> String {
        store.name(for: id) ?? "missing"
    }
}

let store = await RecordStore()
await seed(store)
print(await report(store))
print(await Lookup.find(2, in: store), await Lookup.find(9, in: store))

await withTaskGroup(of: Void.self) { group in
    for id in 10...14 {
        group.addTask { await store.insert(id, "user\(id)") }
    }
}
print(await store.allSorted().count)
print("queries:", await Stats.queryCount)

@DatabaseActor func doubledCount() -> Int { Stats.queryCount * 2 }
print(await doubledCount())

// expect: 1:alice, 2:bob, 3:carol after 4 queries
// expect: bob missing
// expect: 8
// expect: queries: 12
// expect: 24
