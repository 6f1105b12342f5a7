// Swift Apprentice style (closures): sorted(by:), capturing counters, escaping handlers and trailing closure syntax
var counter = 0
let incrementCounter = {
    counter += 1
}
incrementCounter()
incrementCounter()
print(counter)

func countingClosure() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let c1 = countingClosure()
let c2 = countingClosure()
print(c1(), c1(), c2(), c1())

let multiply: (Int, Int) -> Int = { a, b in a * b }
let operateOnNumbers: (Int, Int, (Int, Int) -> Int) -> Int = { a, b, op in op(a, b) }
print(operateOnNumbers(4, 2, multiply), operateOnNumbers(4, 2, +), operateOnNumbers(4, 2) { $0 - $1 })

func repeatTask(times: Int, task: () -> Void) {
    for _ in 0..<times { task() }
}
repeatTask(times: 3) { print("Swift Apprentice is a great book!") }

var handlers: [() -> Void] = []
func addHandler(_ handler: @escaping () -> Void) {
    handlers.append(handler)
}
for i in 1...3 {
    addHandler { print("handler \(i)") }
}
handlers.forEach { $0() }

let names = ["ZZZZZZ", "BB", "A", "CCCC", "EEEEE"]
print(names.sorted())
print(names.sorted { $0.count > $1.count })
print(names.sorted(by: { a, b in a.count == b.count ? a < b : a.count < b.count }))

func mathSum(length: Int, series: (Int) -> Int) -> Int {
    var result = 0
    for i in 1...length { result += series(i) }
    return result
}
print(mathSum(length: 10) { $0 * $0 })
func fibonacci(_ n: Int) -> Int {
    n < 2 ? n : fibonacci(n - 1) + fibonacci(n - 2)
}
print(mathSum(length: 10, series: fibonacci))

var value = 10
let captured = { [value] in print("captured \(value)") }
let live = { print("live \(value)") }
value = 20
captured()
live()
let applyTwice: ((Int) -> Int, Int) -> Int = { f, x in f(f(x)) }
print(applyTwice({ $0 * 3 }, 2))

// expect: 2
// expect: 1 2 1 3
// expect: 8 6 2
// expect: Swift Apprentice is a great book!
// expect: Swift Apprentice is a great book!
// expect: Swift Apprentice is a great book!
// expect: handler 1
// expect: handler 2
// expect: handler 3
// expect: ["A", "BB", "CCCC", "EEEEE", "ZZZZZZ"]
// expect: ["ZZZZZZ", "EEEEE", "CCCC", "BB", "A"]
// expect: ["A", "BB", "CCCC", "EEEEE", "ZZZZZZ"]
// expect: 385
// expect: 143
// expect: captured 10
// expect: live 20
// expect: 18
