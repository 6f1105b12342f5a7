// Closures: trailing closures, sorted/map/filter/reduce, shorthand args, autoclosures
// expected output: swiftc 6.3.1 (Linux), run on this machine
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted(by: { (s1: String, s2: String) -> Bool in return s1 > s2 }))
print(names.sorted(by: { s1, s2 in s1 < s2 }))
print(names.sorted { $0.count < $1.count || ($0.count == $1.count && $0 < $1) })
print(names.sorted(by: >))

let digitNames = [0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
                  5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine"]
let numbers = [16, 58, 510]
let strings = numbers.map { number -> String in
    var n = number
    var output = ""
    repeat {
        output = digitNames[n % 10]! + output
        n /= 10
    } while n > 0
    return output
}
print(strings)

let total = numbers.reduce(0) { $0 + $1 }
print(total, numbers.filter { $0 % 2 == 0 }, numbers.compactMap { $0 > 100 ? nil : $0 })
print(numbers.reduce(into: [String: Int]()) { $0["n\($1)"] = $1 }.count)

var queue = ["Chris", "Alex", "Ewa"]
print(queue.count)
let serve = { queue.remove(at: 0) }
print(queue.count)
print("Now serving \(serve())!")
print(queue.count)

func serve(customer provider: @autoclosure () -> String) {
    print("Serving \(provider())!")
}
serve(customer: queue.remove(at: 0))

func logIf(_ flag: Bool, _ message: @autoclosure () -> String) {
    if flag { print("LOG: \(message())") }
}
var evaluations = 0
func expensive() -> String { evaluations += 1; return "computed" }
logIf(false, expensive())
logIf(true, expensive())
print("evaluations: \(evaluations)")

func animate(duration: Int, animations: () -> Void, completion: () -> Void) {
    print("start \(duration)")
    animations()
    completion()
}
animate(duration: 2) {
    print("moving")
} completion: {
    print("done")
}
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Alex", "Barry", "Chris", "Daniella", "Ewa"]
// expect: ["Ewa", "Alex", "Barry", "Chris", "Daniella"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 584 [16, 58, 510] [16, 58]
// expect: 3
// expect: 3
// expect: 3
// expect: Now serving Chris!
// expect: 2
// expect: Serving Alex!
// expect: LOG: computed
// expect: evaluations: 1
// expect: start 2
// expect: moving
// expect: done
