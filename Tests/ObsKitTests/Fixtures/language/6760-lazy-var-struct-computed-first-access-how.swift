// objc.io style (lazy properties): lazy var in a struct computed on first access, and how copies keep or share the computed value
struct Report {
    let rows: [Int]
    static var computations = 0

    lazy var summary: String = {
        Report.computations += 1
        let total = rows.reduce(0, +)
        return "rows=\(rows.count) total=\(total)"
    }()

    lazy var maximum: Int = rows.max() ?? 0
}

var report = Report(rows: [3, 8, 1])
print(Report.computations)
print(report.summary)
print(report.summary)
print(Report.computations)

var copy = report
print(copy.summary)
print(Report.computations)

var fresh = Report(rows: [4, 4])
var freshCopy = fresh
print(fresh.summary)
print(freshCopy.summary)
print(Report.computations)

report.maximum += 100
print(report.maximum, copy.maximum)

report.summary = "overridden"
print(report.summary, "|", copy.summary)

struct Counter {
    var hits = 0
    lazy var label: String = "counter started at \(hits)"
}
var c = Counter()
c.hits = 5
print(c.label)
c.hits = 9
print(c.label)

// expect: 0
// expect: rows=3 total=12
// expect: rows=3 total=12
// expect: 1
// expect: rows=3 total=12
// expect: 1
// expect: rows=2 total=8
// expect: rows=2 total=8
// expect: 3
// expect: 108 8
// expect: overridden | rows=3 total=12
// expect: counter started at 5
// expect: counter started at 5
