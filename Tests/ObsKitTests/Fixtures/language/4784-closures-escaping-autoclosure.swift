// Swift book style: escaping closures and autoclosures
// Checks: storing escaping closures in an array and calling them later,
// explicit self in escaping closures of a class vs implicit in non-escaping,
// autoclosure delaying evaluation, @autoclosure @escaping collection, and
// evaluation counts.

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
var s = SomeStruct()
s.doSomething()
print(s.x)

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
print(customersInLine)

var customerProviders: [() -> String] = []
func collectCustomerProviders(_ customerProvider: @autoclosure @escaping () -> String) {
    customerProviders.append(customerProvider)
}
collectCustomerProviders(customersInLine.remove(at: 0))
collectCustomerProviders(customersInLine.remove(at: 0))
print("Collected \(customerProviders.count) closures.")
print(customersInLine.count)
for customerProvider in customerProviders {
    print("Now serving \(customerProvider())!")
}
print(customersInLine.count)

// An autoclosure that is never evaluated
var evaluations = 0
func expensive() -> Int {
    evaluations += 1
    return 42
}
func logIf(_ condition: Bool, _ message: @autoclosure () -> Int) {
    if condition {
        print("logged \(message())")
    }
}
logIf(false, expensive())
logIf(true, expensive())
logIf(false, expensive())
print("evaluations: \(evaluations)")

// A custom && built on autoclosure
func both(_ lhs: Bool, _ rhs: @autoclosure () -> Bool) -> Bool {
    lhs ? rhs() : false
}
print(both(false, expensive() > 0), evaluations)
print(both(true, expensive() > 0), evaluations)

// Escaping closures stored in a dictionary and run later in sorted order
var tasks: [String: () -> String] = [:]
func schedule(_ name: String, _ work: @escaping () -> String) {
    tasks[name] = work
}
var counter = 0
schedule("b") { counter += 2; return "b ran, counter \(counter)" }
schedule("a") { counter += 1; return "a ran, counter \(counter)" }
for name in tasks.keys.sorted() {
    print(tasks[name]!())
}

// Returning an escaping closure that captures a parameter
func makeGreeter(_ greeting: String) -> (String) -> String {
    { name in "\(greeting), \(name)!" }
}
let hello = makeGreeter("Hello")
print(hello("World"), makeGreeter("Hi")("you"))

// expect: 200
// expect: 100
// expect: 200
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: Now serving Ewa!
// expect: ["Barry", "Daniella"]
// expect: Collected 2 closures.
// expect: 2
// expect: Now serving Barry!
// expect: Now serving Daniella!
// expect: 0
// expect: logged 42
// expect: evaluations: 1
// expect: false 1
// expect: true 2
// expect: a ran, counter 1
// expect: b ran, counter 3
// expect: Hello, World! Hi, you!
