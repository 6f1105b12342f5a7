// Closure syntax, capturing, escaping and autoclosures
// expected output: swiftc 6.3.1 (Linux), run on this machine
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
print(names.sorted(by: <))

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { number -> String in
    var number = number
    var output = ""
    repeat {
        output = digitNames[number % 10]! + output
        number /= 10
    } while number > 0
    return output
}
print(strings)

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
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen())

var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
func someFunctionWithNonescapingClosure(closure: () -> Void) {
    closure()
}
class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { [self] in x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
let instance = SomeClass()
instance.doSomething()
print(instance.x)
completionHandlers.first?()
print(instance.x)

var customersInLine = ["Chris", "Alex", "Ewa"]
let customerProvider = { customersInLine.remove(at: 0) }
print("Queue: \(customersInLine.count)")
print("Now serving \(customerProvider())!")
print("Queue: \(customersInLine.count)")

func logIfNeeded(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("LOG: \(message())") }
}
var evaluated = 0
logIfNeeded(false, { evaluated += 1; return "hidden" }())
logIfNeeded(true, "shown")
print("evaluated: \(evaluated)")
let total = [1, 2, 3, 4, 5].reduce(0) { $0 + $1 * $1 }
print("sum of squares: \(total)")
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Alex", "Barry", "Chris", "Daniella"]
// expect: ["Alex", "Barry", "Chris", "Daniella", "Ewa"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 200
// expect: 100
// expect: Queue: 3
// expect: Now serving Chris!
// expect: Queue: 2
// expect: LOG: shown
// expect: evaluated: 0
// expect: sum of squares: 55
