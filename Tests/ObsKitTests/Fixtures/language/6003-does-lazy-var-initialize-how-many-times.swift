// Swift Forums style (lazy evaluation): when does a lazy var initialize, and how many times does a lazy map closure run?
final class Report {
    var log: [String] = []
    lazy var summary: String = {
        log.append("computing summary")
        return "summary of \(log.count) entries"
    }()
    init() { log.append("init") }
}

let r = Report()
print(r.log)
print(r.summary)
print(r.summary)
print(r.log)
r.summary = "overwritten"
print(r.summary)

var calls = 0
let numbers = [1, 2, 3, 4, 5]
let doubled = numbers.lazy.map { n -> Int in calls += 1; return n * 2 }
print("after creating lazy map:", calls)
print("first:", doubled.first!)
print("calls after first:", calls)
_ = doubled[3]
print("calls after subscript:", calls)
let evens = numbers.lazy.filter { n in calls += 1; return n % 2 == 0 }.map { $0 * 10 }
calls = 0
print(Array(evens), "calls:", calls)
calls = 0
_ = Array(evens.prefix(1))
print("prefix(1) calls:", calls)

struct Config {
    lazy var value: Int = { print("  computing value"); return 42 }()
}
var c = Config()
print("before")
print(c.value)
var c2 = c
print(c2.value)

// expect: ["init"]
// expect: summary of 2 entries
// expect: summary of 2 entries
// expect: ["init", "computing summary"]
// expect: overwritten
// expect: after creating lazy map: 0
// expect: first: 2
// expect: calls after first: 1
// expect: calls after subscript: 2
// expect: [20, 40] calls: 5
// expect: prefix(1) calls: 8
// expect: before
// expect:   computing value
// expect: 42
// expect: 42
