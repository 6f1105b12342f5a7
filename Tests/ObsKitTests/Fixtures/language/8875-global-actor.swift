// Apple docs style (GlobalActor): a custom global actor guarding a database layer
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

// Everything in this class is isolated to DatabaseActor.
@DatabaseActor
final class Database {
    private var tables: [String: [[String: String]]] = [:]
    private(set) var queryCount = 0

    func insert(_ row: [String: String], into table: String) {
        tables[table, default: []].append(row)
    }

    func select(from table: String, where column: String, equals value: String) -> [[String: String]] {
        queryCount += 1
        return (tables[table] ?? []).filter { $0[column] == value }
    }

    func count(_ table: String) -> Int { tables[table]?.count ?? 0 }
}

// A static inside the isolated class is isolated to DatabaseActor as well.
extension Database {
    static let shared = Database()
}

// Free functions can join the same actor and call the class synchronously.
@DatabaseActor
func seed() {
    let people = [("ana", "oslo"), ("ben", "rome"), ("cy", "oslo"), ("dee", "lima")]
    for (name, city) in people {
        Database.shared.insert(["name": name, "city": city], into: "people")
    }
}

@DatabaseActor
func namesIn(_ city: String) -> [String] {
    Database.shared.select(from: "people", where: "city", equals: city).compactMap { $0["name"] }.sorted()
}

// Outside the actor we need await.
await seed()
print("rows:", await Database.shared.count("people"))
print("oslo:", await namesIn("oslo"))
print("rome:", await namesIn("rome"))
print("paris:", await namesIn("paris"))

// Concurrent inserts from many tasks are serialized by the global actor.
await withTaskGroup(of: Void.self) { group in
    for i in 0..<25 {
        group.addTask { @DatabaseActor in
            Database.shared.insert(["name": "user\(i)", "city": "remote"], into: "people")
        }
    }
}
print("remote users:", await namesIn("remote").count)
print("queries so far:", await Database.shared.queryCount)

// A closure type can be annotated with the global actor.
func printReport() async {
    let report: @DatabaseActor () -> String = {
        "people=\(Database.shared.count("people")) queries=\(Database.shared.queryCount)"
    }
    print(await report())
}
await printReport()

// Task { @DatabaseActor in ... } runs the whole body on that actor.
let summary = await Task { @DatabaseActor in
    let cities = ["oslo", "rome", "lima", "remote"]
    return cities.map { "\($0):\(namesIn($0).count)" }.joined(separator: " ")
}.value
print(summary)

// expect: rows: 4
// expect: oslo: ["ana", "cy"]
// expect: rome: ["ben"]
// expect: paris: []
// expect: remote users: 25
// expect: queries so far: 4
// expect: people=29 queries=4
// expect: oslo:2 rome:1 lima:1 remote:25
