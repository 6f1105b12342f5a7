// Swift book style: generic subscripts and constrained generics
// Checks: a generic subscript taking a sequence of indices with a where clause;
// generic subscripts returning a generic type; protocol associated type constraints
// (Comparable items); generic functions with multiple constraints and `some` params.

protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}

extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item]
        where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices {
            result.append(self[index])
        }
        return result
    }
}

struct Shelf: Container {
    var books: [String]
    var count: Int { books.count }
    subscript(i: Int) -> String { books[i] }
}

let shelf = Shelf(books: ["Austen", "Borges", "Calvino", "Dickens", "Eco"])
print(shelf[[0, 2, 4]])
print(shelf[1...3])
print(shelf[stride(from: 4, through: 0, by: -2)])

struct JSONish {
    var storage: [String: Any] = [:]
    subscript<T>(key: String, as type: T.Type) -> T? {
        storage[key] as? T
    }
    subscript<T>(key: String, default value: T) -> T {
        (storage[key] as? T) ?? value
    }
}
var doc = JSONish()
doc.storage["name"] = "widget"
doc.storage["count"] = 3
print(doc["name", as: String.self] ?? "nil")
print(doc["count", as: String.self] ?? "nil")
print(doc["count", default: 0] + 1)
print(doc["missing", default: "fallback"])

struct Matrix<T> {
    var rows: [[T]]
    subscript<R: RangeExpression>(row r: Int, columns cols: R) -> [T] where R.Bound == Int {
        Array(rows[r][cols])
    }
}
let m = Matrix(rows: [[1, 2, 3, 4], [5, 6, 7, 8]])
print(m[row: 0, columns: 1...2])
print(m[row: 1, columns: 2...])
print(m[row: 1, columns: ..<1])

protocol Ranked {
    associatedtype Score: Comparable
    var score: Score { get }
}
struct Runner: Ranked { let name: String; let score: Double }
struct Golfer: Ranked { let name: String; let score: Int }

func best<R: Ranked>(_ entries: [R]) -> R? {
    entries.max { $0.score < $1.score }
}
func lowest<R: Ranked>(_ entries: [R]) -> R? where R.Score: SignedNumeric {
    entries.min { $0.score < $1.score }
}
let runners = [Runner(name: "Ana", score: 9.5), Runner(name: "Ben", score: 9.8)]
let golfers = [Golfer(name: "Cal", score: 72), Golfer(name: "Dee", score: 68)]
print(best(runners)?.name ?? "none", best(golfers)?.name ?? "none")
print(lowest(golfers)?.name ?? "none")

func describeSorted(_ values: some Collection<Int>) -> String {
    values.sorted().map(String.init).joined(separator: "<")
}
print(describeSorted([3, 1, 2]))
print(describeSorted(Set([10, 5])))

func merge<T: Comparable & CustomStringConvertible>(_ a: [T], _ b: [T]) -> String {
    var i = 0, j = 0
    var out: [T] = []
    while i < a.count && j < b.count {
        if a[i] <= b[j] { out.append(a[i]); i += 1 } else { out.append(b[j]); j += 1 }
    }
    out += a[i...]
    out += b[j...]
    return out.map(\.description).joined(separator: " ")
}
print(merge([1, 4, 9], [2, 3, 10, 11]))
print(merge(["a", "m"], ["b", "z"]))

// Generic subscript on a class with a setter
final class Cache {
    private var values: [String: Any] = [:]
    subscript<V>(_ key: String) -> V? {
        get { values[key] as? V }
        set { values[key] = newValue }
    }
}
let cache = Cache()
cache["limit"] = 10
cache["title"] = "report"
let limit: Int? = cache["limit"]
let title: String? = cache["title"]
let wrong: Double? = cache["limit"]
print(limit as Any, title as Any, wrong as Any)

// expect: ["Austen", "Calvino", "Eco"]
// expect: ["Borges", "Calvino", "Dickens"]
// expect: ["Eco", "Calvino", "Austen"]
// expect: widget
// expect: nil
// expect: 4
// expect: fallback
// expect: [2, 3]
// expect: [7, 8]
// expect: [5]
// expect: Ben Cal
// expect: Dee
// expect: 1<2<3
// expect: 5<10
// expect: 1 2 3 4 9 10 11
// expect: a b m z
// expect: Optional(10) Optional("report") nil
