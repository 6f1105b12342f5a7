// closure-counter-factory
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return {
        total += step
        return total
    }
}

let byTwo = makeCounter(step: 2)
let byFive = makeCounter(step: 5)
print(byTwo(), byTwo(), byTwo())
print(byFive(), byFive())
let alias = byTwo
print(alias(), byTwo())

var handlers: [() -> String] = []
func register(_ handler: @escaping () -> String) {
    handlers.append(handler)
}
for name in ["alpha", "beta", "gamma"] {
    register { "hello, \(name)" }
}
print(handlers.map { $0() }.joined(separator: " | "))

func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition {
        print("LOG:", message())
    }
}
var evaluated = 0
func expensive() -> String {
    evaluated += 1
    return "computed #\(evaluated)"
}
logIf(false, expensive())
logIf(true, expensive())
logIf(true, expensive())
print("evaluated \(evaluated) times")

let numbers = [5, 3, 9, 1, 7]
let sortedDesc = numbers.sorted { $0 > $1 }
let sortedAsc = numbers.sorted(by: <)
print(sortedDesc, sortedAsc)

var x = 10
let captureByRef = { print("ref sees", x) }
let captureByValue = { [x] in print("value sees", x) }
x = 42
captureByRef()
captureByValue()

let compose: (@escaping (Int) -> Int, @escaping (Int) -> Int) -> (Int) -> Int = { f, g in
    { g(f($0)) }
}
let addThenDouble = compose({ $0 + 3 }, { $0 * 2 })
print(addThenDouble(4), addThenDouble(10))
// expect: 2 4 6
// expect: 5 10
// expect: 8 10
// expect: hello, alpha | hello, beta | hello, gamma
// expect: LOG: computed #1
// expect: LOG: computed #2
// expect: evaluated 2 times
// expect: [9, 7, 5, 3, 1] [1, 3, 5, 7, 9]
// expect: ref sees 42
// expect: value sees 10
// expect: 14 26
