// Compiler test style: lazy var evaluated once, lazy in structs, reassigning and resetting lazy values
var evaluations = 0

func expensive(_ label: String) -> Int {
    evaluations += 1
    print("computing \(label)")
    return label.count * 10
}

struct Report {
    var title: String
    lazy var score: Int = expensive(title)
    lazy var summary: String = {
        print("building summary")
        return "\(title) [\(score)]"
    }()
}

class Cache {
    lazy var values: [Int] = {
        print("filling cache")
        return [1, 2, 3]
    }()
    lazy var maybe: String? = nil
}

var r = Report(title: "abc")
print("created, evaluations = \(evaluations)")
print(r.score)
print(r.score)
print("evaluations = \(evaluations)")
r.title = "longer title"
print(r.summary)
print("score still \(r.score)")
var copy = r
copy.score = 1
print(r.score, copy.score)
var fresh = Report(title: "z")
fresh.score = 5
print(fresh.summary)
print("evaluations = \(evaluations)")

let cache = Cache()
print("cache made")
cache.values.append(4)
print(cache.values)
cache.values = []
print(cache.values.isEmpty)
print(cache.maybe ?? "nil")
cache.maybe = "set"
print(cache.maybe ?? "nil")
// expect: created, evaluations = 0
// expect: computing abc
// expect: 30
// expect: 30
// expect: evaluations = 1
// expect: building summary
// expect: longer title [30]
// expect: score still 30
// expect: 30 1
// expect: building summary
// expect: z [5]
// expect: evaluations = 1
// expect: cache made
// expect: filling cache
// expect: [1, 2, 3, 4]
// expect: true
// expect: nil
// expect: set
