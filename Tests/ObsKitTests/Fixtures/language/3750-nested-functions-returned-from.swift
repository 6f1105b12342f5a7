// Swift book style: nested functions returned from chooseStepFunction and makeIncrementer
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    func stepForward(input: Int) -> Int { return input + 1 }
    func stepBackward(input: Int) -> Int { return input - 1 }
    return backward ? stepBackward : stepForward
}

var currentValue = -4
let moveNearerToZero = chooseStepFunction(backward: currentValue > 0)
while currentValue != 0 {
    print("\(currentValue)...")
    currentValue = moveNearerToZero(currentValue)
}
print("zero!")

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
print(alsoIncrementByTen())
print(incrementByTen())

func makeAdder(_ a: Int) -> (Int) -> (Int) -> Int {
    func second(_ b: Int) -> (Int) -> Int {
        func third(_ c: Int) -> Int { a * 100 + b * 10 + c }
        return third
    }
    return second
}
print(makeAdder(1)(2)(3))
let partial = makeAdder(9)
print(partial(8)(7), partial(0)(1))
// expect: -4...
// expect: -3...
// expect: -2...
// expect: -1...
// expect: zero!
// expect: 10
// expect: 20
// expect: 7
// expect: 30
// expect: 40
// expect: 50
// expect: 123
// expect: 987 901
