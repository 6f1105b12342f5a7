// Compiler test style: closures as function parameters, trailing closures, multiple trailing closures, inout in closures
func transform(_ xs: [Int], map: (Int) -> Int, filter: (Int) -> Bool) -> [Int] {
  xs.map(map).filter(filter)
}
print(transform([1, 2, 3, 4]) { $0 * 3 } filter: { $0 % 2 == 0 })

func perform(_ a: () -> Void, then b: () -> Void, finally c: () -> Void) { a(); b(); c() }
perform { print("first") } then: { print("second") } finally: { print("third") }

let modify: (inout [Int]) -> Void = { $0.append($0.count) }
var arr = [7]
modify(&arr); modify(&arr)
print(arr)

let compose = { (f: @escaping (Int) -> Int, g: @escaping (Int) -> Int) -> (Int) -> Int in { g(f($0)) } }
let inc: (Int) -> Int = { $0 + 1 }
let dbl: (Int) -> Int = { $0 * 2 }
print(compose(inc, dbl)(5), compose(dbl, inc)(5))

func curry(_ a: Int) -> (Int) -> (Int) -> Int { { b in { c in a * 100 + b * 10 + c } } }
print(curry(1)(2)(3))

let sorted = ["pear", "fig", "banana", "kiwi"].sorted { a, b in
  a.count != b.count ? a.count < b.count : a < b
}
print(sorted)

var total = 0
[1, 2, 3].forEach { total += $0 }
print(total)

let immediate: Int = { let x = 6; return x * 7 }()
print(immediate)

func makeMultipliers() -> [(Int) -> Int] { (1...3).map { k in { $0 * k } } }
print(makeMultipliers().map { $0(10) })

let tupleClosure: ((Int, Int)) -> Int = { pair in pair.0 - pair.1 }
print([(5, 3), (10, 1)].map(tupleClosure))
let methodRef = String.uppercased
print(methodRef("abc")())
// expect: [6, 12]
// expect: first
// expect: second
// expect: third
// expect: [7, 1, 2]
// expect: 12 11
// expect: 123
// expect: ["fig", "kiwi", "pear", "banana"]
// expect: 6
// expect: 42
// expect: [10, 20, 30]
// expect: [2, 9]
// expect: ABC
