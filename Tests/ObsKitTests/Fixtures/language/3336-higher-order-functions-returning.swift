// Swift book style: higher-order functions returning functions and capturing values
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
print(alsoIncrementByTen(), incrementByTen())

func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    return { g(f($0)) }
}
let double = { (x: Int) in x * 2 }
let describe = { (x: Int) in "value \(x)" }
print(compose(double, describe)(21))
let pipeline: [(Int) -> Int] = [{ $0 + 1 }, { $0 * 3 }, { $0 - 4 }]
print(pipeline.reduce(5) { acc, f in f(acc) })

var completionHandlers: [() -> Void] = []
func someFunctionWithEscapingClosure(completionHandler: @escaping () -> Void) {
    completionHandlers.append(completionHandler)
}
var x = 10
someFunctionWithEscapingClosure { x = 100 }
someFunctionWithEscapingClosure { x += 1 }
print(x)
for handler in completionHandlers { handler() }
print(x)
var customersInLine = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
let customerProvider = { customersInLine.remove(at: 0) }
print(customersInLine.count)
print("Now serving \(customerProvider())!")
print(customersInLine.count)
func serve(customer provider: @autoclosure () -> String) {
    print("Now serving \(provider())!")
}
serve(customer: customersInLine.remove(at: 0))
print(customersInLine)
// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50 60
// expect: value 42
// expect: 14
// expect: 10
// expect: 101
// expect: 5
// expect: Now serving Chris!
// expect: 4
// expect: Now serving Alex!
// expect: ["Ewa", "Barry", "Daniella"]
