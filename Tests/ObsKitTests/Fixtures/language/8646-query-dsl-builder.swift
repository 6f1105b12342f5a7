// Blog style (result builders): a tiny SQL-ish query DSL built from typed clause values
enum Clause {
    case select([String])
    case from(String)
    case whereCond(String)
    case orderBy(String, ascending: Bool)
    case limit(Int)
}

@resultBuilder
struct QueryBuilder {
    static func buildBlock(_ components: [Clause]...) -> [Clause] { components.flatMap { $0 } }
    static func buildExpression(_ c: Clause) -> [Clause] { [c] }
    static func buildOptional(_ c: [Clause]?) -> [Clause] { c ?? [] }
    static func buildEither(first c: [Clause]) -> [Clause] { c }
    static func buildEither(second c: [Clause]) -> [Clause] { c }
    static func buildArray(_ c: [[Clause]]) -> [Clause] { c.flatMap { $0 } }
    static func buildFinalResult(_ clauses: [Clause]) -> String { render(clauses) }

    static func render(_ clauses: [Clause]) -> String {
        var cols: [String] = [], table = "?", conds: [String] = [], order: [String] = [], lim: Int?
        for c in clauses {
            switch c {
            case .select(let c): cols += c
            case .from(let t): table = t
            case .whereCond(let w): conds.append(w)
            case .orderBy(let col, let asc): order.append("\(col) \(asc ? "ASC" : "DESC")")
            case .limit(let n): lim = n
            }
        }
        var sql = "SELECT \(cols.isEmpty ? "*" : cols.joined(separator: ", ")) FROM \(table)"
        if !conds.isEmpty { sql += " WHERE " + conds.joined(separator: " AND ") }
        if !order.isEmpty { sql += " ORDER BY " + order.joined(separator: ", ") }
        if let lim { sql += " LIMIT \(lim)" }
        return sql
    }
}

func query(@QueryBuilder _ build: () -> String) -> String { build() }

func userQuery(minAge: Int?, newestFirst: Bool, countries: [String], page: Int?) -> String {
    query {
        Clause.select(["id", "name"])
        Clause.from("users")
        if let minAge {
            Clause.whereCond("age >= \(minAge)")
        }
        for c in countries {
            Clause.whereCond("country != '\(c)'")
        }
        if newestFirst {
            Clause.orderBy("created", ascending: false)
        } else {
            Clause.orderBy("name", ascending: true)
        }
        if let page {
            Clause.limit(20 * page)
        }
    }
}

print(userQuery(minAge: nil, newestFirst: false, countries: [], page: nil))
print(userQuery(minAge: 18, newestFirst: true, countries: [], page: 2))
print(userQuery(minAge: 21, newestFirst: false, countries: ["XX", "YY"], page: 1))
print(query { Clause.from("logs") })
print(query {
    Clause.from("orders")
    Clause.select(["total"])
    Clause.orderBy("total", ascending: false)
    Clause.orderBy("id", ascending: true)
    Clause.limit(3)
})
// expect: SELECT id, name FROM users ORDER BY name ASC
// expect: SELECT id, name FROM users WHERE age >= 18 ORDER BY created DESC LIMIT 40
// expect: SELECT id, name FROM users WHERE age >= 21 AND country != 'XX' AND country != 'YY' ORDER BY name ASC LIMIT 20
// expect: SELECT * FROM logs
// expect: SELECT total FROM orders ORDER BY total DESC, id ASC LIMIT 3
