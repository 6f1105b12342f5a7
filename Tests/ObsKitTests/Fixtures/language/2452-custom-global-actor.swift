// Compiler test style (concurrency): custom @globalActor isolating functions, classes and globals
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

@DatabaseActor
enum Storage {
    static var rowCount = 0
    static var log: [String] = []
}

@DatabaseActor
func insertRow(_ name: String) -> Int {
    Storage.rowCount += 1
    Storage.log.append("insert \(name)")
    return Storage.rowCount
}

@DatabaseActor
final class Table {
    let name: String
    private var rows: [String] = []
    init(name: String) { self.name = name }
    func insert(_ row: String) {
        rows.append(row)
        _ = insertRow("\(name).\(row)")
    }
    var size: Int { rows.count }
    nonisolated var label: String { "table:\(name)" }
}

struct Report {
    @DatabaseActor static func build() -> String {
        "rows=\(Storage.rowCount) entries=\(Storage.log.count)"
    }
}

print("first id:", await insertRow("alpha"))
print("second id:", await insertRow("beta"))

let users = await Table(name: "users")
print(users.label)
await users.insert("ana")
await users.insert("ben")
print("users size:", await users.size)
print(await Report.build())

await withTaskGroup(of: Int.self) { group in
    for i in 0..<10 { group.addTask { await insertRow("bulk\(i)") } }
}
print("after bulk:", await Storage.rowCount)
let lines = await Storage.log
print("first log:", lines.first ?? "")
print("bulk entries:", lines.filter { $0.hasPrefix("insert bulk") }.count)

let reset: @DatabaseActor () -> String = {
    Storage.rowCount = 0
    return "reset to \(Storage.rowCount)"
}
print(await reset())
let closure: @DatabaseActor () -> Int = { Storage.rowCount + 100 }
print("closure:", await closure())

// expect: first id: 1
// expect: second id: 2
// expect: table:users
// expect: users size: 2
// expect: rows=4 entries=4
// expect: after bulk: 14
// expect: first log: insert alpha
// expect: bulk entries: 10
// expect: reset to 0
// expect: closure: 100
