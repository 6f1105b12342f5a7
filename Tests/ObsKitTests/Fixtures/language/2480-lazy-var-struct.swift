// Compiler test style: lazy var in structs, initialized on first access, mutated, and copied
var initCount = 0

struct Report {
  var title: String
  lazy var summary: String = {
    initCount += 1
    print("  computing summary for \(title)")
    return "Summary of \(title)"
  }()
  lazy var wordCounts: [Int] = title.split(separator: " ").map { (word: Substring) -> Int in word.count }
}

var r = Report(title: "quarterly sales numbers")
print("created, inits:", initCount)
var early = r
print("first:", r.summary)
print("second:", r.summary)
print("inits:", initCount)
r.summary += " (edited)"
print("edited:", r.summary)

print("early copy:", early.summary)
print("inits after copy access:", initCount)

r.title = "changed title"
print("after title change:", r.summary)

r.wordCounts.append(99)
print("word counts:", r.wordCounts)
var late = r
late.wordCounts.removeAll()
print("late:", late.wordCounts, "r:", r.wordCounts)

final class Cache {
  lazy var entries: [String: Int] = {
    print("  building cache")
    return ["seed": 1]
  }()
}
let cache = Cache()
cache.entries["x"] = 2
cache.entries["seed", default: 0] += 10
print(cache.entries.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: created, inits: 0
// expect:   computing summary for quarterly sales numbers
// expect: first: Summary of quarterly sales numbers
// expect: second: Summary of quarterly sales numbers
// expect: inits: 1
// expect: edited: Summary of quarterly sales numbers (edited)
// expect:   computing summary for quarterly sales numbers
// expect: early copy: Summary of quarterly sales numbers
// expect: inits after copy access: 2
// expect: after title change: Summary of quarterly sales numbers (edited)
// expect: word counts: [7, 5, 99]
// expect: late: [] r: [7, 5, 99]
// expect:   building cache
// expect: ["seed=11", "x=2"]
