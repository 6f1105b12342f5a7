// Swift book style (Closures): sorting with closure expressions, trailing closures and capturing values
let cities = ["Lima", "Oslo", "Accra", "Bern", "Hanoi"]

func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(cities.sorted(by: backward))
print(cities.sorted(by: { (s1: String, s2: String) -> Bool in return s1 < s2 }))
print(cities.sorted(by: { s1, s2 in s1.count < s2.count || (s1.count == s2.count && s1 < s2) }))
print(cities.sorted { $0.last! < $1.last! })
print(cities.sorted(by: >))

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

func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int {
        runningTotal += amount
        return runningTotal
    }
    return incrementer
}
let byTen = makeIncrementer(forIncrement: 10)
print(byTen(), byTen(), byTen())
let bySeven = makeIncrementer(forIncrement: 7)
print(bySeven())
print(byTen())
let alsoByTen = byTen
print(alsoByTen(), byTen())

func makeAccumulator() -> (add: (Int) -> Void, get: () -> Int) {
    var total = 0
    return ({ total += $0 }, { total })
}
let acc = makeAccumulator()
acc.add(5)
acc.add(12)
print(acc.get())

var handlers: [() -> String] = []
for i in 1...3 {
    handlers.append { "handler \(i)" }
}
print(handlers.map { $0() })

let words = ["delta", "alpha", "charlie", "bravo"]
let lengths = words.reduce(into: [:]) { partial, w in partial[w.count, default: 0] += 1 }
print(lengths.keys.sorted().map { "\($0)->\(lengths[$0]!)" })
print(words.filter { $0.contains("a") }.map { $0.prefix(2) }.joined(separator: "/"))

// expect: ["Oslo", "Lima", "Hanoi", "Bern", "Accra"]
// expect: ["Accra", "Bern", "Hanoi", "Lima", "Oslo"]
// expect: ["Bern", "Lima", "Oslo", "Accra", "Hanoi"]
// expect: ["Lima", "Accra", "Hanoi", "Bern", "Oslo"]
// expect: ["Oslo", "Lima", "Hanoi", "Bern", "Accra"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 10 20 30
// expect: 7
// expect: 40
// expect: 50 60
// expect: 17
// expect: ["handler 1", "handler 2", "handler 3"]
// expect: ["5->3", "7->1"]
// expect: de/al/ch/br
