// Stack Overflow style: lazy var initialized with a closure — when does it run, and can it use self?

final class ReportBuilder {
    let title: String
    let rows: [Int]
    var log: [String] = []

    init(title: String, rows: [Int]) {
        self.title = title
        self.rows = rows
        log.append("init")
    }

    // Question: "Can I reference self in a property initializer?" Answer: only in a lazy var.
    lazy var header: String = {
        log.append("computing header")
        return "== \(title.uppercased()) (\(rows.count) rows) =="
    }()

    lazy var total: Int = {
        log.append("computing total")
        return rows.reduce(0, +)
    }()

    // Lazy var with a plain expression, too.
    lazy var sortedRows = rows.sorted(by: >)

    // Compare with a computed property: runs every time.
    var average: Double {
        log.append("computing average")
        return rows.isEmpty ? 0 : Double(total) / Double(rows.count)
    }
}

let builder = ReportBuilder(title: "weekly", rows: [4, 9, 1, 7])
print("log after init: \(builder.log)")
print(builder.header)
print(builder.header)
print("total: \(builder.total), total again: \(builder.total)")
print("average: \(builder.average)")
print("average: \(builder.average)")
print("sorted: \(builder.sortedRows)")
print("log: \(builder.log)")

// lazy vars can be reassigned
builder.header = "custom header"
print(builder.header)

// Structs: accessing a lazy var is mutating, so it needs a var instance.
struct Matrix {
    let size: Int
    var computeCount = 0
    lazy var identity: [[Int]] = {
        computeCount += 1
        return (0..<size).map { r in (0..<size).map { c in r == c ? 1 : 0 } }
    }()
}
var m = Matrix(size: 3)
for row in m.identity { print(row) }
_ = m.identity
print("computed \(m.computeCount) time(s)")

// Copying a struct before the lazy var is touched computes it independently.
var fresh = Matrix(size: 2)
var other = fresh
_ = fresh.identity
print("fresh computed \(fresh.computeCount), copy computed \(other.computeCount)")
_ = other.identity
print("copy now computed \(other.computeCount)")

// Lazy sequences are related: work happens only when elements are pulled.
var evaluated: [Int] = []
let lazySquares = (1...10).lazy.map { n -> Int in
    evaluated.append(n)
    return n * n
}
let firstBig = lazySquares.first { $0 > 20 }
print("first square > 20: \(firstBig!), evaluated: \(evaluated)")
// expect: log after init: ["init"]
// expect: == WEEKLY (4 rows) ==
// expect: == WEEKLY (4 rows) ==
// expect: total: 21, total again: 21
// expect: average: 5.25
// expect: average: 5.25
// expect: sorted: [9, 7, 4, 1]
// expect: log: ["init", "computing header", "computing total", "computing average", "computing average"]
// expect: custom header
// expect: [1, 0, 0]
// expect: [0, 1, 0]
// expect: [0, 0, 1]
// expect: computed 1 time(s)
// expect: fresh computed 1, copy computed 0
// expect: copy now computed 1
// expect: first square > 20: 25, evaluated: [1, 2, 3, 4, 5]
