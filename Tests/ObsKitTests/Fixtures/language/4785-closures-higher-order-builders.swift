// Swift book style: closures as building blocks
// Checks: closures returning closures (currying), memoizing wrapper,
// closures in structs, lazy properties initialised by closures, sort with
// multiple criteria, and closure identity of captured mutable state.

func multiplier(_ factor: Int) -> (Int) -> Int {
    { $0 * factor }
}
let triple = multiplier(3)
print([1, 2, 3].map(triple))
print(multiplier(10)(7))

func memoize(_ f: @escaping (Int) -> Int) -> (Int) -> Int {
    var cache: [Int: Int] = [:]
    return { n in
        if let hit = cache[n] {
            print("cache hit for \(n)")
            return hit
        }
        let value = f(n)
        cache[n] = value
        return value
    }
}
var slowCalls = 0
let slowSquare: (Int) -> Int = { n in
    slowCalls += 1
    return n * n
}
let fastSquare = memoize(slowSquare)
print(fastSquare(4), fastSquare(5), fastSquare(4))
print("slow calls: \(slowCalls)")

struct Validator {
    let name: String
    let rule: (String) -> Bool
}
let validators = [
    Validator(name: "non-empty") { !$0.isEmpty },
    Validator(name: "short") { $0.count <= 5 },
    Validator(name: "lowercase", rule: { $0 == $0.lowercased() }),
]
for input in ["abc", "", "Hello!", "hello"] {
    let failures = validators.filter { !$0.rule(input) }.map(\.name)
    print("\"\(input)\": \(failures.isEmpty ? "valid" : failures.joined(separator: ", "))")
}

final class Report {
    var initCount = 0
    lazy var heading: String = {
        initCount += 1
        return "REPORT (\(initCount))"
    }()
}
let report = Report()
print(report.initCount)
print(report.heading)
print(report.heading)
print(report.initCount)

struct Employee { let name: String; let dept: String; let salary: Int }
let staff = [
    Employee(name: "Zed", dept: "ops", salary: 50),
    Employee(name: "Amy", dept: "dev", salary: 70),
    Employee(name: "Bob", dept: "ops", salary: 50),
    Employee(name: "Cat", dept: "dev", salary: 90),
]
let ordered = staff.sorted {
    if $0.dept != $1.dept { return $0.dept < $1.dept }
    if $0.salary != $1.salary { return $0.salary > $1.salary }
    return $0.name < $1.name
}
print(ordered.map { "\($0.dept):\($0.name)" })

// Pipeline of closures
let steps: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 10 }, { $0 - 3 }]
let composed = steps.reduce({ (x: Int) in x }) { acc, next in { next(acc($0)) } }
print(composed(2))
print(steps.map { $0(5) })

// Closure that captures and mutates an array, used with forEach
var log: [String] = []
let record: (String) -> Void = { log.append($0.uppercased()) }
["a", "b"].forEach(record)
record("c")
print(log)

// Immediately-applied closure to build a lookup table
let squares: [Int: Int] = {
    var table: [Int: Int] = [:]
    for n in 1...5 { table[n] = n * n }
    return table
}()
print(squares.keys.sorted().map { "\($0)->\(squares[$0]!)" })

// Optional closures
var onFinish: ((Int) -> String)?
print(onFinish?(1) ?? "no handler")
onFinish = { "finished with \($0)" }
print(onFinish?(2) ?? "no handler")

// Closures compared via their effects
func makeToggle() -> () -> Bool {
    var state = false
    return { state.toggle(); return state }
}
let toggle = makeToggle()
print(toggle(), toggle(), toggle())

// expect: [3, 6, 9]
// expect: 70
// expect: cache hit for 4
// expect: 16 25 16
// expect: slow calls: 2
// expect: "abc": valid
// expect: "": non-empty
// expect: "Hello!": short, lowercase
// expect: "hello": valid
// expect: 0
// expect: REPORT (1)
// expect: REPORT (1)
// expect: 1
// expect: ["dev:Cat", "dev:Amy", "ops:Bob", "ops:Zed"]
// expect: 27
// expect: [6, 50, 2]
// expect: ["A", "B", "C"]
// expect: ["1->1", "2->4", "3->9", "4->16", "5->25"]
// expect: no handler
// expect: finished with 2
// expect: true false true
