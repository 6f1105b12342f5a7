// Swift book style: closure expressions and trailing closures
// Checks: sorted(by:) written as a function, full closure, inferred types,
// implicit returns, shorthand arguments, operator methods, trailing closure
// syntax with map, and multiple trailing closures.

let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]

func backward(_ s1: String, _ s2: String) -> Bool {
    s1 > s2
}
var reversedNames = names.sorted(by: backward)
print(reversedNames)

reversedNames = names.sorted(by: { (s1: String, s2: String) -> Bool in
    return s1 > s2
})
print(reversedNames)
reversedNames = names.sorted(by: { s1, s2 in return s1 > s2 })
print(reversedNames)
reversedNames = names.sorted(by: { s1, s2 in s1 > s2 })
print(reversedNames)
reversedNames = names.sorted(by: { $0 > $1 })
print(reversedNames)
reversedNames = names.sorted(by: >)
print(reversedNames)
reversedNames = names.sorted() { $0 > $1 }
print(reversedNames)
reversedNames = names.sorted { $0 > $1 }
print(reversedNames)

let digitNames = [
    0: "Zero", 1: "One", 2: "Two", 3: "Three", 4: "Four",
    5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine",
]
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

// Multiple trailing closures
struct Server { let name: String; let healthy: Bool }
func fetch(from server: Server, completion: (String) -> Void, onFailure: () -> Void) {
    if server.healthy {
        completion("data from \(server.name)")
    } else {
        onFailure()
    }
}
fetch(from: Server(name: "alpha", healthy: true)) { payload in
    print("Got \(payload)")
} onFailure: {
    print("Couldn't download the next picture.")
}
fetch(from: Server(name: "beta", healthy: false)) { payload in
    print("Got \(payload)")
} onFailure: {
    print("Couldn't reach beta.")
}

// Trailing closure with other arguments
func repeatAction(times: Int, _ action: (Int) -> Void) {
    for i in 0..<times { action(i) }
}
repeatAction(times: 3) { print("action \($0)") }

// Closure stored in a variable and invoked immediately
let square = { (x: Int) -> Int in x * x }
print(square(12))
let greeting: String = {
    let hour = 9
    return hour < 12 ? "Good morning" : "Good afternoon"
}()
print(greeting)

// Closures with tuples and destructuring
let pairs = [(2, "b"), (1, "a"), (3, "c")]
print(pairs.sorted { $0.0 < $1.0 }.map { $0.1 })
print(pairs.map { (n, s) in "\(s)\(n)" })
let totals = pairs.reduce((0, "")) { acc, pair in (acc.0 + pair.0, acc.1 + pair.1) }
print(totals)

// Closure with explicit Void and no parameters
let announce: () -> Void = { print("announced") }
announce()
let ignoring: (Int, Int) -> String = { _, _ in "ignored both" }
print(ignoring(1, 2))

// filter + sorted + map chained with trailing closures
let result = names
    .filter { $0.count > 3 }
    .sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }
    .map { $0.lowercased() }
print(result)

// forEach and contains(where:)
names.prefix(2).forEach { print("hi \($0)") }
print(names.contains { $0.hasPrefix("E") })

// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: Got data from alpha
// expect: Couldn't reach beta.
// expect: action 0
// expect: action 1
// expect: action 2
// expect: 144
// expect: Good morning
// expect: ["a", "b", "c"]
// expect: ["b2", "a1", "c3"]
// expect: (6, "bac")
// expect: announced
// expect: ignored both
// expect: ["alex", "barry", "chris", "daniella"]
// expect: hi Chris
// expect: hi Alex
// expect: true
