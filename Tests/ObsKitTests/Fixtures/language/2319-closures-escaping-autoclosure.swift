// Swift book style: Closures: escaping closures, self capture, autoclosures
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

struct SomeStruct {
    var x = 10
    mutating func doSomething() {
        someFunctionWithNonescapingClosure { x = 200 }
    }
}
var structInstance = SomeStruct()
structInstance.doSomething()
print(structInstance.x)

var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)

func serve(customer customerProvider: () -> String) {
    print("Now serving \(customerProvider())!")
}
serve(customer: { customersInLine.remove(at: 0) })

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
print(customersInLine)

var evaluations = 0
func expensive() -> Bool { evaluations += 1; return true }
func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("LOG:", message()) }
}
logIf(false, "never \(expensive())")
logIf(true, "once \(expensive())")
print("evaluations: \(evaluations)")
func unwrapOr<T>(_ value: T?, _ fallback: @autoclosure () -> T) -> T { value ?? fallback() }
print(unwrapOr(nil, 5 * 5), unwrapOr(7, 0))

// expect: 200
// expect: 100
// expect: 200
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: Now serving Ewa!
// expect: Collected 2 closures.
// expect: Now serving Barry!
// expect: Now serving Daniella!
// expect: []
// expect: LOG: once true
// expect: evaluations: 1
// expect: 25 7
