// Closures: the same sort written in each closure form, from full syntax to shorthand arguments and an operator.
// expected output: swiftc 6.3.1 (Linux), run on this machine
let cities = ["Oslo", "Lima", "Accra", "Quito", "Bern"]
func backward(_ s1: String, _ s2: String) -> Bool { s1 > s2 }
print(cities.sorted(by: backward))
print(cities.sorted(by: { (s1: String, s2: String) -> Bool in
    return s1 > s2
}))
print(cities.sorted(by: { s1, s2 in return s1 > s2 }))
print(cities.sorted(by: { s1, s2 in s1 > s2 }))
print(cities.sorted(by: { $0 > $1 }))
print(cities.sorted(by: >))
print(cities.sorted { $0.count == $1.count ? $0 < $1 : $0.count < $1.count })
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
let inline = { (a: Int, b: Int) -> Int in a * b }(6, 7)
print(inline)
let noArgs: () -> String = { "called" }
print(noArgs(), { $0 + 1 }(1), [3, 1, 2].map { $0 * 10 }.sorted(by: <))
let tupleSum = [(1, 2), (3, 4)].map { $0.0 + $0.1 }
let destructured = [(1, 2), (3, 4)].map { a, b in a * b }
print(tupleSum, destructured)

// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Quito", "Oslo", "Lima", "Bern", "Accra"]
// expect: ["Bern", "Lima", "Oslo", "Accra", "Quito"]
// expect: ["OneSix", "FiveEight", "FiveOneZero"]
// expect: 42
// expect: called 2 [10, 20, 30]
// expect: [3, 7] [2, 12]
