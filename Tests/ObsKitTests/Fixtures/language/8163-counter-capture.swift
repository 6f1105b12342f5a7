// Course exercise: capturing values in closures, counters that keep independent state
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
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven())
print(incrementByTen())

let alsoIncrementByTen = incrementByTen
print("shared reference: \(alsoIncrementByTen())")

var counter = 0
let captureByReference = { counter += 1 }
let captureList = { [counter] in print("captured copy: \(counter)") }
captureByReference()
captureByReference()
captureList()
print("counter now: \(counter)")

var closures: [() -> Int] = []
for i in 1...3 {
    closures.append { i * i }
}
print("loop captures: \(closures.map { $0() })")

func makeCounterPair() -> (increment: () -> Void, read: () -> Int) {
    var count = 0
    return ({ count += 1 }, { count })
}
let pair = makeCounterPair()
pair.increment()
pair.increment()
pair.increment()
print("pair reads \(pair.read())")

// expect: 10
// expect: 20
// expect: 7
// expect: 30
// expect: shared reference: 40
// expect: captured copy: 0
// expect: counter now: 2
// expect: loop captures: [1, 4, 9]
// expect: pair reads 3
