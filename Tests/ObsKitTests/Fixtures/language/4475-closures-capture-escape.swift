// Swift book style: Closures - sorted closures, trailing closures, capturing values, escaping, autoclosure
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(names.sorted(by: backward))
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 > s2 }))
print(names.sorted(by: { $0 > $1 }))
print(names.sorted(by: >))
print(names.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { (number) -> String in
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
print(incrementByTen())
let alsoIncrementByTen = incrementByTen
print(alsoIncrementByTen())
print(incrementByTen())

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
print("left: \(customersInLine)")

func logIf(_ condition: Bool, _ message: @autoclosure () -> String) {
    if condition { print("LOG: \(message())") }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "expensive #\(evaluations)" }
logIf(false, expensive())
logIf(true, expensive())
print("evaluations = \(evaluations)")

func loadPicture(from server: String, completion: (String) -> Void, onFailure: () -> Void) {
    if server.hasPrefix("ok") { completion("picture@\(server)") } else { onFailure() }
}
loadPicture(from: "ok-server") { picture in
    print("Got \(picture)")
} onFailure: {
    print("Couldn't download the next picture.")
}
loadPicture(from: "bad") { print("Got \($0)") } onFailure: { print("Couldn't download the next picture.") }
let total = [1, 2, 3, 4].reduce(0) { $0 + $1 * $1 }
print("sum of squares \(total)")

// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Alex", "Barry", "Chris", "Daniella"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50
// expect: 60
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
// expect: left: []
// expect: LOG: expensive #1
// expect: evaluations = 1
// expect: Got picture@ok-server
// expect: Couldn't download the next picture.
// expect: sum of squares 30
