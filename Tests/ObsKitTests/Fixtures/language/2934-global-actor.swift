// Compiler test style: custom @globalActor applied to a class, a function and a static variable
@globalActor
actor DatabaseActor {
    static let shared = DatabaseActor()
}

enum Stats {
    @DatabaseActor static var queryCount = 0
}

@DatabaseActor
final class Table {
    var rows: [String] = []
    func insert(_ row: String) {
        rows.append(row)
        Stats.queryCount += 1
    }
    func all() -> [String] {
        Stats.queryCount += 1
        return rows
    }
}

@DatabaseActor
func seed(_ table: Table) {
    for name in ["ada", "grace", "linus"] {
        table.insert(name)
    }
}

@DatabaseActor
func summary(of table: Table) -> String {
    "rows=\(table.rows.count) queries=\(Stats.queryCount)"
}

let table = await Table()
await seed(table)
await table.insert("ken")
let rows = await table.all()
print(rows)
print("queries:", await Stats.queryCount)
print(await summary(of: table))
// expect: ["ada", "grace", "linus", "ken"]
// expect: queries: 5
// expect: rows=4 queries=5
