// Closures: @autoclosure delays evaluation: a queue served on demand, a logger that skips work, escaping autoclosures.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(customersInLine.count)
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)
func serve(customer provider: @autoclosure () -> String) {
    print("Now serving \(provider())!")
}
serve(customer: customersInLine.remove(at: 0))
var evaluations = 0
func expensiveDescription() -> String {
    evaluations += 1
    return "state dump #\(evaluations)"
}
var verbose = false
func debugLog(_ message: @autoclosure () -> String) {
    if verbose { print("DEBUG:", message()) }
}
debugLog(expensiveDescription())
verbose = true
debugLog(expensiveDescription())
print("evaluations:", evaluations)
var customerProviders: [() -> String] = []
func collectCustomerProviders(_ provider: @autoclosure @escaping () -> String) {
    customerProviders.append(provider)
}
collectCustomerProviders(customersInLine.remove(at: 0))
collectCustomerProviders(customersInLine.remove(at: 0))
print("Collected \(customerProviders.count) closures.", customersInLine)
for provider in customerProviders { print("Now serving \(provider())!") }
print(customersInLine)
func either(_ a: Bool, or b: @autoclosure () -> Bool) -> Bool { a ? true : b() }
func noisy(_ v: Bool) -> Bool { print("evaluated noisy(\(v))"); return v }
print(either(true, or: noisy(false)))
print(either(false, or: noisy(true)))
func orDefault<T>(_ value: T?, _ fallback: @autoclosure () -> T) -> T { value ?? fallback() }
print(orDefault(nil, expensiveDescription()), orDefault("set", expensiveDescription()), evaluations)

// expect: 5
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: DEBUG: state dump #1
// expect: evaluations: 1
// expect: Collected 2 closures. ["Ewa", "Barry", "Daniella"]
// expect: Now serving Ewa!
// expect: Now serving Barry!
// expect: ["Daniella"]
// expect: true
// expect: evaluated noisy(true)
// expect: true
// expect: state dump #2 set 2
