// WWDC Design protocol interfaces style (associated type for the result): a Query protocol whose Result type ties a Database's execute method to each query
protocol Query {
    associatedtype Result
    var sql: String { get }
    func decode(_ rows: [[String]]) -> Result
}

struct CountQuery: Query {
    let table: String
    var sql: String { "SELECT COUNT(*) FROM \(table)" }
    func decode(_ rows: [[String]]) -> Int { rows.count }
}

struct ColumnQuery: Query {
    let table: String, column: Int
    var sql: String { "SELECT col\(column) FROM \(table)" }
    func decode(_ rows: [[String]]) -> [String] { rows.map { $0[column] } }
}

struct FirstRowQuery: Query {
    let table: String
    var sql: String { "SELECT * FROM \(table) LIMIT 1" }
    func decode(_ rows: [[String]]) -> [String]? { rows.first }
}

struct Database {
    let tables: [String: [[String]]]
    var log: [String] = []
    mutating func execute<Q: Query>(_ query: Q) -> Q.Result {
        log.append(query.sql)
        let name = query.sql.split(separator: " ").drop { $0 != "FROM" }.dropFirst().first.map(String.init) ?? ""
        return query.decode(tables[name] ?? [])
    }
}

var db = Database(tables: ["pets": [["rex", "dog"], ["tom", "cat"], ["kit", "cat"]], "empty": []])
let n: Int = db.execute(CountQuery(table: "pets"))
let kinds = db.execute(ColumnQuery(table: "pets", column: 1))
let first = db.execute(FirstRowQuery(table: "pets"))
let none = db.execute(FirstRowQuery(table: "empty"))
print(n, kinds, first ?? [], none == nil)
print(Set(kinds).sorted(), db.execute(CountQuery(table: "nothing")))
db.log.forEach { print($0) }

// expect: 3 ["dog", "cat", "cat"] ["rex", "dog"] true
// expect: ["cat", "dog"] 0
// expect: SELECT COUNT(*) FROM pets
// expect: SELECT col1 FROM pets
// expect: SELECT * FROM pets LIMIT 1
// expect: SELECT * FROM empty LIMIT 1
// expect: SELECT COUNT(*) FROM nothing
