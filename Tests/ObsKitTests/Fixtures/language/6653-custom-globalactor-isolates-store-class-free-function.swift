// Swift book style (global actors): a custom @globalActor isolates a store class and a free function
@globalActor
actor StorageActor {
    static let shared = StorageActor()
}

@StorageActor
final class NoteStore {
    private var notes: [String] = []

    func add(_ note: String) {
        notes.append(note)
    }

    var count: Int { notes.count }

    func all() -> [String] { notes }
}

@StorageActor
func seed(_ store: NoteStore) {
    store.add("buy milk")
    store.add("call mom")
}

@StorageActor
func longest(in store: NoteStore) -> String {
    store.all().max { $0.count < $1.count } ?? ""
}

let store = await NoteStore()
await seed(store)
await store.add("water the ficus plant")
print("count:", await store.count)
print("notes:", await store.all())
print("longest:", await longest(in: store))

let summary = await Task { @StorageActor in
    store.add("done")
    return store.all().map { $0.prefix(4) }.joined(separator: "|")
}.value
print(summary)

// expect: count: 3
// expect: notes: ["buy milk", "call mom", "water the ficus plant"]
// expect: longest: water the ficus plant
// expect: buy |call|wate|done
