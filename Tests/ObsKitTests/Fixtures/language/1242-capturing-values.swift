// Closures: closures capture variables, not values: independent incrementers, shared capture, closures are references.
// expected output: swiftc 6.3.1 (Linux), run on this machine
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}
let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen(), incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen(), incrementByTen())
var score = 0
let addPoint = { score += 1 }
let readScore = { score }
addPoint(); addPoint()
print(score, readScore())
score = 100
print(readScore())
func makePair() -> (get: () -> [String], add: (String) -> Void) {
    var items: [String] = []
    return ({ items }, { items.append($0) })
}
let list = makePair()
list.add("milk")
list.add("tea")
print(list.get())
var handlers: [() -> Int] = []
for i in 1...3 { handlers.append { i * 100 } }
print(handlers.map { $0() })
var shared = 1
var closures: [() -> Int] = []
for _ in 1...2 { closures.append { shared * 2 } }
shared = 50
print(closures.map { $0() })
func makeAccumulator() -> (Int) -> Int {
    var sum = 0
    return { sum += $0; return sum }
}
let acc = makeAccumulator()
_ = acc(5)
print(acc(10), makeAccumulator()(1))

// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50 60
// expect: 2 2
// expect: 100
// expect: ["milk", "tea"]
// expect: [100, 200, 300]
// expect: [100, 100]
// expect: 15 1
