// App code style: SQL-like query DSL using a result builder with buildExpression and buildFinalResult
enum Clause {
    case select([String])
    case from(String)
    case whereCond(String)
    case orderBy(String)
    case limit(Int)
}

func Select(_ cols: String...) -> Clause { .select(cols) }
func From(_ table: String) -> Clause { .from(table) }
func Where(_ cond: String) -> Clause { .whereCond(cond) }
func OrderBy(_ col: String) -> Clause { .orderBy(col) }
func Limit(_ n: Int) -> Clause { .limit(n) }

@resultBuilder
struct QueryBuilder {
    static func buildExpression(_ clause: Clause) -> [Clause] { [clause] }
    static func buildBlock(_ parts: [Clause]...) -> [Clause] { parts.flatMap { $0 } }
    static func buildOptional(_ part: [Clause]?) -> [Clause] { part ?? [] }
    static func buildEither(first: [Clause]) -> [Clause] { first }
    static func buildEither(second: [Clause]) -> [Clause] { second }
    static func buildArray(_ parts: [[Clause]]) -> [Clause] { parts.flatMap { $0 } }
    static func buildFinalResult(_ parts: [Clause]) -> String {
        var sql: [String] = []
        var conditions: [String] = []
        for part in parts {
            switch part {
            case .select(let cols): sql.append("SELECT " + cols.joined(separator: ", "))
            case .from(let t): sql.append("FROM " + t)
            case .whereCond(let c): conditions.append(c)
            case .orderBy(let c): sql.append("ORDER BY " + c)
            case .limit(let n): sql.append("LIMIT \(n)")
            }
        }
        if !conditions.isEmpty {
            sql.insert("WHERE " + conditions.joined(separator: " AND "), at: min(2, sql.count))
        }
        return sql.joined(separator: " ")
    }
}

func query(@QueryBuilder _ build: () -> String) -> String { build() }

let minPrice: Int? = 10
let filters = ["in_stock = 1", "category = 'tools'"]
let sortByName = false

let q1 = query {
    Select("id", "name", "price")
    From("products")
    if let minPrice {
        Where("price >= \(minPrice)")
    }
    for f in filters {
        Where(f)
    }
    if sortByName {
        OrderBy("name")
    } else {
        OrderBy("price DESC")
    }
    Limit(20)
}
print(q1)

let q2 = query {
    Select("*")
    From("users")
}
print(q2)

let q3 = query {
    Select("count(*)")
    From("orders")
    Where("status = 'open'")
}
print(q3)

for limit in [1, 5] {
    let q = query {
        Select("name")
        From("tags")
        if limit > 1 {
            Limit(limit)
        }
    }
    print(q)
}
let noFilters: [String] = []
print(query {
    Select("id")
    From("empty")
    for f in noFilters { Where(f) }
})
// expect: SELECT id, name, price FROM products WHERE price >= 10 AND in_stock = 1 AND category = 'tools' ORDER BY price DESC LIMIT 20
// expect: SELECT * FROM users
// expect: SELECT count(*) FROM orders WHERE status = 'open'
// expect: SELECT name FROM tags
// expect: SELECT name FROM tags LIMIT 5
// expect: SELECT id FROM empty
