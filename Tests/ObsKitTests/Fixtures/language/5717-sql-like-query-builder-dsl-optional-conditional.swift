// Point-Free style (result builders): a SQL-like query builder DSL with optional and conditional clauses
struct Clause {
    let keyword: String
    let text: String
}

@resultBuilder
enum QueryBuilder {
    static func buildBlock(_ parts: [Clause]...) -> [Clause] { parts.flatMap { $0 } }
    static func buildExpression(_ clause: Clause) -> [Clause] { [clause] }
    static func buildOptional(_ parts: [Clause]?) -> [Clause] { parts ?? [] }
    static func buildEither(first parts: [Clause]) -> [Clause] { parts }
    static func buildEither(second parts: [Clause]) -> [Clause] { parts }
    static func buildArray(_ parts: [[Clause]]) -> [Clause] { parts.flatMap { $0 } }
}

func Select(_ columns: String...) -> Clause { Clause(keyword: "SELECT", text: columns.joined(separator: ", ")) }
func From(_ table: String) -> Clause { Clause(keyword: "FROM", text: table) }
func Where(_ condition: String) -> Clause { Clause(keyword: "WHERE", text: condition) }
func OrderBy(_ column: String, descending: Bool = false) -> Clause {
    Clause(keyword: "ORDER BY", text: column + (descending ? " DESC" : ""))
}
func Limit(_ n: Int) -> Clause { Clause(keyword: "LIMIT", text: String(n)) }

func query(@QueryBuilder _ build: () -> [Clause]) -> String {
    let clauses = build()
    var merged: [(String, [String])] = []
    for clause in clauses {
        if let last = merged.indices.last, merged[last].0 == clause.keyword {
            merged[last].1.append(clause.text)
        } else {
            merged.append((clause.keyword, [clause.text]))
        }
    }
    return merged.map { keyword, texts in
        keyword + " " + texts.joined(separator: keyword == "WHERE" ? " AND " : ", ")
    }.joined(separator: " ")
}

func usersQuery(minAge: Int?, newestFirst: Bool, filters: [String], limit: Int?) -> String {
    query {
        Select("id", "name")
        From("users")
        if let minAge = minAge {
            Where("age >= \(minAge)")
        }
        for f in filters {
            Where(f)
        }
        if newestFirst {
            OrderBy("created", descending: true)
        } else {
            OrderBy("name")
        }
        if let limit = limit {
            Limit(limit)
        }
    }
}

print(usersQuery(minAge: 18, newestFirst: true, filters: ["active = 1"], limit: 10))
print(usersQuery(minAge: nil, newestFirst: false, filters: [], limit: nil))
print(usersQuery(minAge: 21, newestFirst: false, filters: ["country = 'NZ'", "verified = 1"], limit: 5))

// expect: SELECT id, name FROM users WHERE age >= 18 AND active = 1 ORDER BY created DESC LIMIT 10
// expect: SELECT id, name FROM users ORDER BY name
// expect: SELECT id, name FROM users WHERE age >= 21 AND country = 'NZ' AND verified = 1 ORDER BY name LIMIT 5
