// Concurrency tutorial: defining a custom @globalActor and isolating functions and types to it
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
final class Database {
    static let shared = Database()
    private var rows: [String: Int] = [:]

    func insert(_ key: String, _ value: Int) {
        rows[key] = value
    }

    func sum() -> Int {
        rows.values.reduce(0, +)
    }

    func keys() -> [String] {
        rows.keys.sorted()
    }
}

@DatabaseActor
func seed(count: Int) {
    for i in 1...count {
        Database.shared.insert("row\(i)", i * 10)
    }
}

func summary() async -> String {
    let keys = await Database.shared.keys()
    let total = await Database.shared.sum()
    return "\(keys.count) rows, total \(total)"
}

await seed(count: 4)
print(await summary())
print(await Database.shared.keys())

await withTaskGroup(of: Void.self) { group in
    for i in 5...8 {
        group.addTask { @DatabaseActor in
            Database.shared.insert("row\(i)", i * 10)
        }
    }
}
print(await summary())

let doubled = await Task { @DatabaseActor () -> Int in
    Database.shared.sum() * 2
}.value
print("Doubled total: \(doubled)")
// expect: 4 rows, total 100
// expect: ["row1", "row2", "row3", "row4"]
// expect: 8 rows, total 360
// expect: Doubled total: 720
