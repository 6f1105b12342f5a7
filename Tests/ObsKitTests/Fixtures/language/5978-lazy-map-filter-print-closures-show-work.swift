// Swift stdlib test style (Sequence APIs): lazy map and filter print from their closures to show work happens only on demand, with first, prefix and repeated iteration
var log: [String] = []
let base = [1, 2, 3, 4, 5, 6]
let lazyMapped = base.lazy.map { (n: Int) -> Int in
    log.append("map \(n)")
    return n * n
}
print("created, log:", log)
print("first:", lazyMapped.first!)
print("log:", log)
log.removeAll()
print("element 3:", lazyMapped[3])
print("log:", log)
log.removeAll()

let pipeline = base.lazy
    .filter { n -> Bool in print("  filter", n); return n % 2 == 0 }
    .map { n -> Int in print("  map", n); return n + 100 }
print("pipeline built")
if let firstHit = pipeline.first {
    print("first hit:", firstHit)
}
print("prefix(2):")
for value in pipeline.prefix(2) {
    print("  got", value)
}

let eager = base.map { n -> Int in print("  eager", n); return n }
print("eager count:", eager.count)

var calls = 0
let infinite = (1...).lazy.map { n -> Int in calls += 1; return n * 3 }.filter { $0 % 2 == 0 }
print(Array(infinite.prefix(4)), "calls:", calls)

var counted = 0
let lazyCount = base.lazy.filter { _ in counted += 1; return true }
_ = lazyCount.count
_ = lazyCount.count
print("filter calls after two counts:", counted)
let materialized = Array(base.lazy.compactMap { $0 % 3 == 0 ? "x\($0)" : nil })
print(materialized)
print(base.lazy.reversed().map { $0 * 2 }.first!)

// expect: created, log: []
// expect: first: 1
// expect: log: ["map 1"]
// expect: element 3: 16
// expect: log: ["map 4"]
// expect: pipeline built
// expect:   filter 1
// expect:   filter 2
// expect:   map 2
// expect: first hit: 102
// expect: prefix(2):
// expect:   filter 1
// expect:   filter 2
// expect:   filter 3
// expect:   filter 4
// expect:   filter 5
// expect:   filter 6
// expect:   filter 1
// expect:   filter 2
// expect:   filter 2
// expect:   map 2
// expect:   got 102
// expect:   filter 3
// expect:   filter 4
// expect:   map 4
// expect:   got 104
// expect:   filter 5
// expect:   eager 1
// expect:   eager 2
// expect:   eager 3
// expect:   eager 4
// expect:   eager 5
// expect:   eager 6
// expect: eager count: 6
// expect: [6, 12, 18, 24] calls: 8
// expect: filter calls after two counts: 12
// expect: ["x3", "x6"]
// expect: 12
