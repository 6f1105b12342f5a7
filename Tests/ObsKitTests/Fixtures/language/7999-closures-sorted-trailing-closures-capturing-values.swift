// Swift book style (Closures): sorted, trailing closures, capturing values, escaping and autoclosures
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 > s2 }))
print(names.sorted { $0 < $1 })
print(names.sorted(by: >))
let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
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
let byTen = makeIncrementer(forIncrement: 10)
print(byTen(), byTen())
let bySeven = makeIncrementer(forIncrement: 7)
print(bySeven(), byTen())
let alsoByTen = byTen
print(alsoByTen())
var handlers: [() -> Void] = []
func addHandler(_ h: @escaping () -> Void) { handlers.append(h) }
func runNow(_ c: () -> Void) { c() }
class Thing {
    var x = 10
    func go() {
        addHandler { self.x = 100 }
        runNow { x = 200 }
    }
}
let t = Thing()
t.go()
print(t.x)
handlers.first?()
print(t.x)
var queue = ["Ann", "Ben", "Cal"]
let provider = { queue.remove(at: 0) }
print(queue.count)
print("Now serving \(provider())!")
print(queue.count)
func serve(customer provider: @autoclosure () -> String) { print("Serving \(provider())") }
serve(customer: queue.remove(at: 0))
print(queue)
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Alex", "Barry", "Chris", "Daniella", "Ewa"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 10 20
// expect: 7 30
// expect: 40
// expect: 200
// expect: 100
// expect: 3
// expect: Now serving Ann!
// expect: 2
// expect: Serving Ben
// expect: ["Cal"]
