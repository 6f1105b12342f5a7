// Swift book style: custom global actor annotating functions and a class
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class Store {
    var rows: [String] = []
    func insert(_ row: String) {
        rows.append(row)
    }
    func count() -> Int { rows.count }
}

@DatabaseActor
func seed(_ store: Store) {
    store.insert("alpha")
    store.insert("beta")
    print("seeded on database actor")
}

@DatabaseActor
func dump(_ store: Store) -> String {
    store.rows.joined(separator: ", ")
}

func run() async {
    let store = await Store()
    await seed(store)
    await store.insert("gamma")
    print("count: \(await store.count())")
    print("rows: \(await dump(store))")
    let n = await Task { @DatabaseActor in
        store.insert("delta")
        return store.count()
    }.value
    print("after task: \(n)")
}

await run()
print("done")
// expect: seeded on database actor
// expect: count: 3
// expect: rows: alpha, beta, gamma
// expect: after task: 4
// expect: done
