// Swift Evolution style: SE-0047 @discardableResult on fluent mutating APIs and functions whose result is optional to use
struct QueryBuilder {
    private var table: String
    private var conditions: [String] = []
    private var ordering: String?
    private var limitValue: Int?

    init(from table: String) { self.table = table }

    @discardableResult
    mutating func `where`(_ condition: String) -> QueryBuilder {
        conditions.append(condition)
        return self
    }

    @discardableResult
    mutating func orderBy(_ column: String) -> QueryBuilder {
        ordering = column
        return self
    }

    @discardableResult
    mutating func limit(_ n: Int) -> QueryBuilder {
        limitValue = n
        return self
    }

    var sql: String {
        var parts = ["SELECT * FROM \(table)"]
        if !conditions.isEmpty { parts.append("WHERE " + conditions.joined(separator: " AND ")) }
        if let ordering { parts.append("ORDER BY \(ordering)") }
        if let limitValue { parts.append("LIMIT \(limitValue)") }
        return parts.joined(separator: " ")
    }
}

final class Counter {
    private(set) var value = 0

    @discardableResult
    func increment(by step: Int = 1) -> Int {
        value += step
        return value
    }
}

@discardableResult
func log(_ message: String) -> Int {
    print("LOG: \(message)")
    return message.count
}

var query = QueryBuilder(from: "users")
query.where("age > 18")
query.where("active = 1")
query.orderBy("name")
print(query.sql)
query.limit(10)
print(query.sql)

let counter = Counter()
counter.increment()
counter.increment(by: 5)
let latest = counter.increment()
print("counter is \(counter.value), latest \(latest)")

log("starting up")
let length = log("measured")
print("message length: \(length)")

var numbers = [3, 1, 2]
numbers.removeLast()  // stdlib removeLast is @discardableResult too
numbers.append(contentsOf: [9, 8])
print(numbers)
var set: Set = ["a"]
set.insert("b")
print(set.sorted())

// expect: SELECT * FROM users WHERE age > 18 AND active = 1 ORDER BY name
// expect: SELECT * FROM users WHERE age > 18 AND active = 1 ORDER BY name LIMIT 10
// expect: counter is 7, latest 7
// expect: LOG: starting up
// expect: LOG: measured
// expect: message length: 8
// expect: [3, 1, 9, 8]
// expect: ["a", "b"]
