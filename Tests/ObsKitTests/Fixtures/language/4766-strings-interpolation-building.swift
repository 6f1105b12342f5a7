// Swift book style: string interpolation and string construction
// Checks: interpolating expressions, nested quotes and calls, String(repeating:),
// String(describing:) of numbers/bools/optionals/collections, String(radix:),
// Int(_:radix:), joined(), and comparison/ordering of strings.

let multiplier = 3
let message = "\(multiplier) times 2.5 is \(Double(multiplier) * 2.5)"
print(message)

let apples = 3
let oranges = 5
print("I have \(apples + oranges) pieces of fruit.")
print("Is it more than 6? \(apples + oranges > 6)")

let names = ["Ana", "Ben"]
print("Names: \(names), first \(names[0]), count \(names.count)")
let lookup = ["k": 1]
print("Lookup k: \(lookup["k"] ?? 0), missing: \(lookup["z"] ?? -1)")
let optional: Int? = 8
print("optional: \(String(describing: optional))")
let noValue: String? = nil
print("nil: \(String(describing: noValue))")

print(String(repeating: "-=", count: 5))
print(String(repeating: Character("*"), count: 3))
print(String(42), String(-7), String(3.0), String(true))
print(String(255, radix: 2), String(255, radix: 16), String(255, radix: 16, uppercase: true))
print(String(-10, radix: 8))
print(Int("ff", radix: 16) as Any, Int("777", radix: 8) as Any, Int("102", radix: 2) as Any)
print(Int("+15") as Any, Int("-0") as Any, Int(" 5") as Any)
print(Double("3.5") as Any, Double("abc") as Any, Double("1e3") as Any)

// Building up strings
var sentence = ""
for (i, word) in ["swift", "is", "fun"].enumerated() {
    if i > 0 { sentence += " " }
    sentence += i == 0 ? word.capitalizedFirst() : word
}
sentence.append(".")
print(sentence)

extension String {
    func capitalizedFirst() -> String {
        guard let f = first else { return self }
        return f.uppercased() + dropFirst()
    }
}

let table = [("apples", 3), ("kiwis", 12), ("figs", 7)]
for (name, qty) in table {
    let padding = String(repeating: " ", count: 8 - name.count)
    print("\(name)\(padding)|\(qty)")
}

print(["a", "b", "c"].joined())
print(["a", "b", "c"].joined(separator: ", "))
print([["x", "y"], ["z"]].joined().count)

// String comparisons and ordering
let fruits = ["pear", "Apple", "banana", "apple"]
print(fruits.sorted())
print(fruits.sorted { $0.lowercased() < $1.lowercased() })
print(fruits.min()!, fruits.max()!)
print("abc".compare(other: "abd"))

extension String {
    func compare(other: String) -> String {
        self < other ? "ascending" : self == other ? "same" : "descending"
    }
}

// Interpolation with custom description
struct Temperature: CustomStringConvertible {
    var celsius: Double
    var description: String { "\(celsius)°C" }
}
let temp = Temperature(celsius: 21.5)
print("Now: \(temp)")
print([temp, Temperature(celsius: -3)])
print(String(describing: temp))

// Interpolating expressions with closures and ternaries
let count = 1
print("\(count) item\(count == 1 ? "" : "s")")
print("\(2) item\(2 == 1 ? "" : "s")")
print("sum: \([1, 2, 3].reduce(0) { $0 + $1 })")
print("\("nested \("deeper")")")
print("chars: \("abc".map { String($0).uppercased() }.joined(separator: "-"))")

// expect: 3 times 2.5 is 7.5
// expect: I have 8 pieces of fruit.
// expect: Is it more than 6? true
// expect: Names: ["Ana", "Ben"], first Ana, count 2
// expect: Lookup k: 1, missing: -1
// expect: optional: Optional(8)
// expect: nil: nil
// expect: -=-=-=-=-=
// expect: ***
// expect: 42 -7 3.0 true
// expect: 11111111 ff FF
// expect: -12
// expect: Optional(255) Optional(511) nil
// expect: Optional(15) Optional(0) nil
// expect: Optional(3.5) nil Optional(1000.0)
// expect: Swift is fun.
// expect: apples  |3
// expect: kiwis   |12
// expect: figs    |7
// expect: abc
// expect: a, b, c
// expect: 3
// expect: ["Apple", "apple", "banana", "pear"]
// expect: ["Apple", "apple", "banana", "pear"]
// expect: Apple pear
// expect: ascending
// expect: Now: 21.5°C
// expect: [21.5°C, -3.0°C]
// expect: 21.5°C
// expect: 1 item
// expect: 2 items
// expect: sum: 6
// expect: nested deeper
// expect: chars: A-B-C
