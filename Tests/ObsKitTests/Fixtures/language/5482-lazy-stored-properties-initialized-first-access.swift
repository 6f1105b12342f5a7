// Swift compiler test/Interpreter style: lazy stored properties initialized on first access, once, and reset by assignment
final class Report {
    let rows: [Int]
    var computations = 0
    init(rows: [Int]) { self.rows = rows }

    lazy var total: Int = {
        computations += 1
        print("computing total")
        return rows.reduce(0, +)
    }()

    lazy var summary: String = "rows=\(rows.count) total=\(total)"
}

let r = Report(rows: [4, 5, 6])
print("created")
print(r.total)
print(r.total)
print(r.summary)
r.total = 0
print(r.total, r.computations)

struct Config {
    lazy var expensive: [String] = makeList()
    func makeList() -> [String] { print("making list"); return ["a", "b"] }
}
var c = Config()
var copy = c
print(c.expensive.count)
print(copy.expensive)

// expect: created
// expect: computing total
// expect: 15
// expect: 15
// expect: rows=3 total=15
// expect: 0 1
// expect: making list
// expect: 2
// expect: making list
// expect: ["a", "b"]
