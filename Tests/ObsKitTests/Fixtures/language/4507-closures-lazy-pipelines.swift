// Swift book style: Closures + Collection Types + Functions - map/filter/reduce pipelines, lazy evaluation tracing, key paths, closures returning closures
struct Employee {
    let name: String
    let department: String
    let salary: Int
    let years: Int
}
let staff = [
    Employee(name: "Ava", department: "Eng", salary: 120, years: 5),
    Employee(name: "Ben", department: "Ops", salary: 80, years: 2),
    Employee(name: "Cleo", department: "Eng", salary: 135, years: 8),
    Employee(name: "Dan", department: "Sales", salary: 70, years: 1),
    Employee(name: "Eli", department: "Ops", salary: 95, years: 6),
    Employee(name: "Fay", department: "Eng", salary: 110, years: 3),
]
let engNames = staff.filter { $0.department == "Eng" }.map(\.name)
print(engNames)
let payroll = staff.reduce(0) { $0 + $1.salary }
print("payroll \(payroll)")
let seniorAvg = staff.filter { $0.years >= 5 }.map(\.salary).reduce(0, +) / staff.filter { $0.years >= 5 }.count
print("senior avg \(seniorAvg)")
let byDept = Dictionary(grouping: staff, by: \.department)
for dept in byDept.keys.sorted() {
    let members = byDept[dept]!
    let top = members.max { $0.salary < $1.salary }!
    print("\(dept): \(members.count) people, top \(top.name)")
}
let raises = staff.map { e -> (String, Int) in (e.name, e.years > 4 ? e.salary * 110 / 100 : e.salary) }
print(zip(raises, staff).filter { pair in pair.0.1 != pair.1.salary }.map { "\($0.0.0)->\($0.0.1)" })
let sortedByTenure = staff.sorted { ($0.years, $0.name) > ($1.years, $1.name) }.map(\.name)
print(sortedByTenure)

var trace: [String] = []
let lazyResult = (1...10).lazy
    .map { n -> Int in trace.append("map \(n)"); return n * n }
    .filter { n -> Bool in trace.append("filter \(n)"); return n % 2 == 1 }
    .prefix(2)
print(trace.count)
print(Array(lazyResult))
print(trace)
let firstBig = (1...).lazy.map { $0 * 7 }.first { $0 > 50 }
print(firstBig ?? -1)

func makeMultiplier(_ k: Int) -> (Int) -> Int { { $0 * k } }
func makeAccumulator() -> (Int) -> Int {
    var total = 0
    return { total += $0; return total }
}
let triple = makeMultiplier(3)
let acc = makeAccumulator()
print([1, 2, 3].map(triple), [5, 10, 20].map(acc), acc(0))
let pipeline: [(Int) -> Int] = [makeMultiplier(2), { $0 + 1 }, makeMultiplier(10)]
print(pipeline.reduce(5) { value, f in f(value) })
let composed = pipeline.reduce({ (x: Int) in x }) { f, g in { g(f($0)) } }
print((1...4).map(composed))

let words = ["apple", "Banana", "cherry", "date", "Elderberry", "fig"]
print(words.sorted { $0.lowercased() < $1.lowercased() })
print(words.map { $0.count }.max()!, words.allSatisfy { $0.count >= 3 }, words.contains { $0.hasPrefix("E") })
print(words.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element.uppercased() })
print(zip(words, words.dropFirst()).map { "\($0.prefix(1))\($1.prefix(1))" }.joined(separator: "-"))
print(words.flatMap { Array($0.prefix(2)) }.count, Array(words.joined().suffix(5)))
let (short, long) = words.reduce(into: ([String](), [String]())) { acc, w in
    if w.count <= 4 { acc.0.append(w) } else { acc.1.append(w) }
}
print(short, long.count)
var memo: [Int: Int] = [:]
func fib(_ n: Int) -> Int {
    if n < 2 { return n }
    if let v = memo[n] { return v }
    let v = fib(n - 1) + fib(n - 2)
    memo[n] = v
    return v
}
print((0...15).map(fib), fib(60))
print(stride(from: 10, through: 1, by: -3).map { $0 }, (1...5).reversed().map { $0 })

// expect: ["Ava", "Cleo", "Fay"]
// expect: payroll 610
// expect: senior avg 116
// expect: Eng: 3 people, top Cleo
// expect: Ops: 2 people, top Eli
// expect: Sales: 1 people, top Dan
// expect: ["Ava->132", "Cleo->148", "Eli->104"]
// expect: ["Cleo", "Eli", "Ava", "Fay", "Ben", "Dan"]
// expect: 12
// expect: [1, 9]
// expect: ["map 1", "filter 1", "map 2", "filter 4", "map 3", "filter 9", "map 4", "filter 16", "map 5", "filter 25", "map 1", "filter 1", "map 1", "filter 1", "map 2", "filter 4", "map 3", "filter 9", "map 4", "filter 16"]
// expect: 56
// expect: [3, 6, 9] [5, 15, 35] 35
// expect: 110
// expect: [30, 50, 70, 90]
// expect: ["apple", "Banana", "cherry", "date", "Elderberry", "fig"]
// expect: 10 true true
// expect: ["APPLE", "CHERRY", "ELDERBERRY"]
// expect: aB-Bc-cd-dE-Ef
// expect: 12 ["r", "y", "f", "i", "g"]
// expect: ["date", "fig"] 4
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610] 1548008755920
// expect: [10, 7, 4, 1] [5, 4, 3, 2, 1]
