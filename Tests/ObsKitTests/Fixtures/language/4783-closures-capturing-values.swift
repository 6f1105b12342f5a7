// Swift book style: capturing values and closures as reference types
// Checks: makeIncrementer capturing a running total, separate incrementers
// keep separate state, assigning a closure to two constants shares state,
// capture lists copying values at creation, and capturing in loops.

func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}
let incrementByTen = makeIncrementer(forIncrement: 10)
print(incrementByTen())
print(incrementByTen())
print(incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())

let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen())
print(incrementByTen())

// Capture by reference vs capture list copying
var level = 1
let seesLatest = { "latest level \(level)" }
let seesOriginal = { [level] in "original level \(level)" }
level = 5
print(seesLatest())
print(seesOriginal())

// Closures modifying captured variables
var tally = 0
let addToTally = { (n: Int) in tally += n }
addToTally(3)
addToTally(4)
print("tally \(tally)")

// Capturing loop variables: each iteration gets its own binding
var printers: [() -> String] = []
for i in 1...3 {
    printers.append { "loop value \(i)" }
}
print(printers.map { $0() })

// A shared variable captured by several closures
func makeCounterPair() -> (increment: () -> Void, read: () -> Int) {
    var count = 0
    return ({ count += 1 }, { count })
}
let pair = makeCounterPair()
pair.increment()
pair.increment()
print("pair count \(pair.read())")
let otherPair = makeCounterPair()
otherPair.increment()
print("other pair \(otherPair.read()), first pair still \(pair.read())")

// Capture list with a new name and an expression
var base = 100
let snapshot = { [captured = base * 2] in captured + 1 }
base = 0
print(snapshot())

// Capturing a class instance: reference semantics visible
final class Account {
    var balance = 0
    func deposit(_ amount: Int) { balance += amount }
}
let account = Account()
let depositFive = { account.deposit(5) }
depositFive()
depositFive()
print("balance \(account.balance)")

// Weak capture and unowned-free pattern
final class Owner {
    var name: String
    var onChange: (() -> String)?
    init(name: String) { self.name = name }
    func install() {
        onChange = { [weak self] in
            guard let self else { return "owner gone" }
            return "owner is \(self.name)"
        }
    }
}
var owner: Owner? = Owner(name: "Ann")
owner!.install()
let callback = owner!.onChange!
print(callback())
owner!.name = "Bea"
print(callback())
owner = nil
print(callback())

// Generators built from captured state
func makeFibonacci() -> () -> Int {
    var (a, b) = (0, 1)
    return {
        defer { (a, b) = (b, a + b) }
        return a
    }
}
let nextFib = makeFibonacci()
print((0..<10).map { _ in nextFib() })

// Capturing an inout-like accumulator through a closure parameter
func accumulate(_ values: [Int], into handler: (Int) -> Void) {
    values.forEach(handler)
}
var collected: [Int] = []
accumulate([3, 1, 2]) { collected.append($0 * 2) }
print(collected)

// expect: 10
// expect: 20
// expect: 30
// expect: 7
// expect: 40
// expect: 50
// expect: 60
// expect: latest level 5
// expect: original level 1
// expect: tally 7
// expect: ["loop value 1", "loop value 2", "loop value 3"]
// expect: pair count 2
// expect: other pair 1, first pair still 2
// expect: 201
// expect: balance 10
// expect: owner is Ann
// expect: owner is Bea
// expect: owner gone
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: [6, 2, 4]
