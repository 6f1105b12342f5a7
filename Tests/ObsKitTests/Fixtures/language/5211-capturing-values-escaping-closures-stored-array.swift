// Book style (Closures): capturing values, escaping closures stored in an array, and autoclosures
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

func serve(customer customerProvider: @autoclosure () -> String) {
    print("Now serving \(customerProvider())!")
}
serve(customer: customersInLine.remove(at: 0))

var customerProviders: [() -> String] = []
func collectCustomerProviders(_ customerProvider: @autoclosure @escaping () -> String) {
    customerProviders.append(customerProvider)
}
collectCustomerProviders(customersInLine.remove(at: 0))
collectCustomerProviders(customersInLine.remove(at: 0))
print("Collected \(customerProviders.count) closures.")
for customerProvider in customerProviders {
    print("Now serving \(customerProvider())!")
}

func logIfNeeded(_ enabled: Bool, _ message: @autoclosure () -> String) {
    if enabled { print("log: \(message())") }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "computed" }
logIfNeeded(false, expensive())
logIfNeeded(true, expensive())
print("evaluations: \(evaluations)")

// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50
// expect: 200
// expect: 100
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: Collected 2 closures.
// expect: Now serving Ewa!
// expect: Now serving Barry!
// expect: log: computed
// expect: evaluations: 1
