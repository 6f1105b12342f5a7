// Swift book, "Closures": trailing closures, sorted(by:) shorthand, capturing values, @escaping completion handlers, @autoclosure
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 > s2 }))
print(names.sorted { $0 > $1 })
print(names.sorted(by: >))

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let strings = [16, 58, 510].map { (number) -> String in
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
print(incrementByTen(), incrementByTen())
let incrementBySeven = makeIncrementer(forIncrement: 7)
print(incrementBySeven(), incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen(), incrementByTen())

var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
func someFunctionWithNonescapingClosure(closure: () -> Void) { closure() }

class SomeClass {
    var x = 10
    func doSomething() {
        someFunctionWithEscapingClosure { self.x = 100 }
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
let instance = SomeClass()
instance.doSomething()
print(instance.x)
completionHandlers.first?()
print(instance.x)

var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)

func serve(customer provider: @autoclosure () -> String) { print("Now serving \(provider())!") }
serve(customer: customersInLine.remove(at: 0))

func logIfNeeded(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("LOG:", message()) }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "computed" }
logIfNeeded(false, expensive())
logIfNeeded(true, expensive())
print("evaluations:", evaluations, "remaining:", customersInLine)

// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 10 20
// expect: 7 30
// expect: 40 50
// expect: 200
// expect: 100
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: LOG: computed
// expect: evaluations: 1 remaining: ["Ewa", "Barry", "Daniella"]
