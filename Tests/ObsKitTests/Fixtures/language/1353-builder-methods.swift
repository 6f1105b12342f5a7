// Methods: non-mutating builder methods returning modified copies, chained calls, and methods taking closures.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Query {
    private(set) var table: String
    private(set) var conditions: [String] = []
    private(set) var limit: Int?
    private(set) var ordering: String?
    init(from table: String) { self.table = table }
    func filter(_ condition: String) -> Query {
        var copy = self
        copy.conditions.append(condition)
        return copy
    }
    func limited(to n: Int) -> Query {
        var copy = self
        copy.limit = n
        return copy
    }
    func ordered(by column: String, descending: Bool = false) -> Query {
        var copy = self
        copy.ordering = column + (descending ? " DESC" : "")
        return copy
    }
    var sql: String {
        var parts = ["SELECT * FROM \(table)"]
        if !conditions.isEmpty { parts.append("WHERE " + conditions.joined(separator: " AND ")) }
        if let ordering { parts.append("ORDER BY \(ordering)") }
        if let limit { parts.append("LIMIT \(limit)") }
        return parts.joined(separator: " ")
    }
}
let base = Query(from: "users")
let adults = base.filter("age >= 18")
let recent = adults.filter("joined > 2020").ordered(by: "joined", descending: true).limited(to: 5)
print(base.sql)
print(adults.sql)
print(recent.sql)
struct Style {
    var attributes: [String: String] = [:]
    func set(_ key: String, _ value: String) -> Style {
        var copy = self
        copy.attributes[key] = value
        return copy
    }
    func when(_ flag: Bool, _ apply: (Style) -> Style) -> Style { flag ? apply(self) : self }
    var css: String { attributes.keys.sorted().map { "\($0): \(attributes[$0]!)" }.joined(separator: "; ") }
}
let isDark = true
let button = Style().set("padding", "8px").when(isDark) { $0.set("color", "white").set("background", "black") }.set("border", "none")
print(button.css)
print(Style().when(false) { $0.set("x", "y") }.css.isEmpty)

// expect: SELECT * FROM users
// expect: SELECT * FROM users WHERE age >= 18
// expect: SELECT * FROM users WHERE age >= 18 AND joined > 2020 ORDER BY joined DESC LIMIT 5
// expect: background: black; border: none; color: white; padding: 8px
// expect: true
