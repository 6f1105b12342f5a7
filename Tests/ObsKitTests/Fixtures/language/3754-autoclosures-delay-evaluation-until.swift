// Swift book style: autoclosures delay evaluation until they are called
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
print(customersInLine.count)

var evaluations = 0
func expensive(_ n: Int) -> Int {
    evaluations += 1
    return n * n
}
func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("LOG:", message()) }
}
logIf(false, "value \(expensive(3))")
logIf(true, "value \(expensive(4))")
print("evaluations:", evaluations)

func myAnd(_ lhs: Bool, _ rhs: @autoclosure () -> Bool) -> Bool {
    lhs ? rhs() : false
}
print(myAnd(false, expensive(5) > 0), evaluations)
print(myAnd(true, expensive(6) > 30), evaluations)
// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: Now serving Ewa!
// expect: Collected 2 closures.
// expect: Now serving Barry!
// expect: Now serving Daniella!
// expect: 0
// expect: LOG: value 16
// expect: evaluations: 1
// expect: false 1
// expect: true 2
