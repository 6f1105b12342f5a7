// Q&A style (cannot use mutating getter on immutable value?): lazy var in a struct needs a var instance
struct Report {
    let rows: [Int]
    lazy var summary: String = {
        print("  computing summary")
        return "rows=\(rows.count) sum=\(rows.reduce(0, +))"
    }()
}

var report = Report(rows: [4, 5, 6])
print("created")
print(report.summary)
print(report.summary)

// Copying after the lazy value was computed copies the computed value.
var copied = report
print("copy:", copied.summary)

// Copying before first access: each copy computes independently.
var fresh = Report(rows: [1])
var freshCopy = fresh
print(fresh.summary)
print(freshCopy.summary)

// The answer's alternative: a computed property works on a let.
struct Stats {
    let values: [Double]
    var mean: Double { values.isEmpty ? 0 : values.reduce(0, +) / Double(values.count) }
}
let stats = Stats(values: [1, 2, 3, 4])
print("mean:", stats.mean)

// A lazy var captured at first access does not update when rows change.
struct Tracker {
    var items: [String]
    lazy var firstSeen: String = items.first ?? "none"
}
var tracker = Tracker(items: ["alpha"])
print(tracker.firstSeen)
tracker.items.insert("zeta", at: 0)
print(tracker.firstSeen, tracker.items)

// expect: created
// expect:   computing summary
// expect: rows=3 sum=15
// expect: rows=3 sum=15
// expect: copy: rows=3 sum=15
// expect:   computing summary
// expect: rows=1 sum=1
// expect:   computing summary
// expect: rows=1 sum=1
// expect: mean: 2.5
// expect: alpha
// expect: alpha ["zeta", "alpha"]
