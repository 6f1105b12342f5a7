// Compiler test style (lazy properties): evaluation happens once, on first access
var evaluations = 0

final class Report {
    let rows: [Int]
    lazy var total: Int = {
        evaluations += 1
        print("computing total")
        return rows.reduce(0, +)
    }()
    lazy var summary: String = "rows=\(rows.count) total=\(total)"
    init(rows: [Int]) {
        self.rows = rows
        print("Report init")
    }
}

let r = Report(rows: [1, 2, 3, 4])
print("before access, evaluations = \(evaluations)")
print(r.total)
print(r.total)
print(r.summary)
print("evaluations = \(evaluations)")

// A lazy var can be overwritten before or after initialization
let r2 = Report(rows: [10])
r2.total = 999
print(r2.total, r2.summary, "evaluations = \(evaluations)")

// Lazy in structs requires a mutable instance
struct Parser {
    var source: String
    lazy var tokens: [String] = {
        print("tokenizing")
        return source.split(separator: " ").map(String.init)
    }()
}
var p = Parser(source: "a b c")
p.source = "x y"
print(p.tokens)
p.source = "changed later"
print(p.tokens)

// Copying a struct copies the lazy storage state
var q = Parser(source: "one two")
let copyBefore = q
print(q.tokens.count)
var copy = copyBefore
print(copy.tokens.count)

// Global and static stored properties are lazily initialized too
struct Registry {
    static let shared: [String] = {
        print("initializing Registry.shared")
        return ["a", "b"]
    }()
}
print("before Registry")
print(Registry.shared.count)
print(Registry.shared.count)

// expect: Report init
// expect: before access, evaluations = 0
// expect: computing total
// expect: 10
// expect: 10
// expect: rows=4 total=10
// expect: evaluations = 1
// expect: Report init
// expect: 999 rows=1 total=999 evaluations = 1
// expect: tokenizing
// expect: ["x", "y"]
// expect: ["x", "y"]
// expect: tokenizing
// expect: 2
// expect: tokenizing
// expect: 2
// expect: before Registry
// expect: initializing Registry.shared
// expect: 2
// expect: 2
