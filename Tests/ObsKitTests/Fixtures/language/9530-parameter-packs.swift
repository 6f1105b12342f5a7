// Variadic generics: parameter packs with repeat/each, pack expansion in tuples, and per-element constraints (expected output from swiftc 6.3.1 on Linux)
// known-gap: error: 9530-parameter-packs.swift:5:14: error: not supported yet: this expression
func describeAll<each T>(_ values: repeat each T) -> [String] {
    var out: [String] = []
    for v in repeat each values { out.append("\(type(of: v))=\(v)") }
    return out
}
print(describeAll(1, "two", 3.0, [4]))
print(describeAll())

func pairUp<each A, each B>(_ first: repeat each A, with second: repeat each B) -> (repeat (each A, each B)) {
    (repeat (each first, each second))
}
let zipped = pairUp(1, "x", true, with: 2.5, 9, "y")
print(zipped)

func allEqual<each T: Equatable>(_ lhs: (repeat each T), _ rhs: (repeat each T)) -> Bool {
    for (l, r) in repeat (each lhs, each rhs) {
        if l != r { return false }
    }
    return true
}
print(allEqual((1, "a", 2.0), (1, "a", 2.0)), allEqual((1, "a"), (1, "b")))

func maxima<each T: Comparable>(_ arrays: repeat [each T]) -> (repeat (each T)?) {
    (repeat (each arrays).max())
}
print(maxima([3, 9, 2], ["pear", "apple"], [Double]()))

struct Recorder<each Field> {
    var rows: [(repeat each Field)] = []
    mutating func add(_ row: repeat each Field) { rows.append((repeat each row)) }
    var count: Int { rows.count }
}
var rec = Recorder<String, Int>()
rec.add("ann", 31)
rec.add("bo", 25)
print(rec.count, rec.rows.map { "\($0.0):\($0.1)" })

func countArgs<each T>(_ v: repeat each T) -> Int {
    var n = 0
    for _ in repeat each v { n += 1 }
    return n
}
print(countArgs(), countArgs(1), countArgs("a", 2, 3.0, nil as Int?))

func applyEach<each T>(_ value: repeat each T, transform: (Any) -> String) -> [String] {
    var r: [String] = []
    repeat r.append(transform(each value))
    return r
}
print(applyEach(1, "s", [2]) { "<\($0)>" })

protocol Scorable { var score: Int { get } }
struct Goal: Scorable { let score = 3 }
struct Assist: Scorable { let score = 1 }
func totalScore<each S: Scorable>(_ items: repeat each S) -> Int {
    var t = 0
    for s in repeat each items { t += s.score }
    return t
}
print(totalScore(Goal(), Assist(), Goal()), totalScore(Assist()))
func wrapOptionals<each T>(_ v: repeat each T) -> (repeat Optional<each T>) { (repeat Optional(each v)) }
let wrapped = wrapOptionals(1, "b")
print(wrapped.0 as Any, wrapped.1 as Any)

// expect: ["Int=1", "String=two", "Double=3.0", "Array<Int>=[4]"]
// expect: []
// expect: ((1, 2.5), ("x", 9), (true, "y"))
// expect: true false
// expect: (Optional(9), Optional("pear"), nil)
// expect: 2 ["ann:31", "bo:25"]
// expect: 0 1 4
// expect: ["<1>", "<s>", "<[2]>"]
// expect: 7 1
// expect: Optional(1) Optional("b")
