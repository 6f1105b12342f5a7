// Swift book, "The Basics": tuples with labels, optional binding, nil-coalescing, type aliases, integer bounds
typealias Reading = (sensor: String, value: Int?)

let readings: [Reading] = [
    ("north", 42),
    ("south", nil),
    (sensor: "east", value: 17),
    ("west", Int("not a number")),
    ("center", Int("0x1F") ?? Int("31"))
]

var total = 0
var missing: [String] = []
for reading in readings {
    if let value = reading.value {
        total += value
        print("\(reading.sensor): \(value)")
    } else {
        missing.append(reading.sensor)
        print("\(reading.sensor): no data")
    }
}
print("total = \(total), missing = \(missing)")

let (minimum, maximum) = (UInt8.min, UInt8.max)
print("UInt8 range: \(minimum)...\(maximum)")
print("Int16 max: \(Int16.max), Int8 min: \(Int8.min)")

func divide(_ a: Int, by b: Int) -> (quotient: Int, remainder: Int)? {
    guard b != 0 else { return nil }
    return (a / b, a % b)
}

if let result = divide(17, by: 5) {
    print("17 / 5 = \(result.quotient) r \(result.remainder)")
}
let bad = divide(1, by: 0)
print("divide by zero:", bad == nil ? "nil" : "value")

let pairs = [(1, "one"), (2, "two"), (3, "three")]
let (count, words) = (pairs.count, pairs.map { $0.1 }.joined(separator: "-"))
print(count, words)

let nickname: String? = nil
let fullName = "Jonathan Appleseed"
print("Hi \(nickname ?? fullName)")

var maybeNumber: Int? = 404
if let maybeNumber, maybeNumber > 400, maybeNumber < 500 {
    print("client error \(maybeNumber)")
}
maybeNumber = nil
print(maybeNumber as Any)
let decimalDouble = 12.1875, exponentDouble = 1.21875e1, hexDouble = 0xC.3p0
print(decimalDouble == exponentDouble && exponentDouble == hexDouble)
print(1_000_000 + 0b1010 + 0o17 + 0xFF)

// expect: north: 42
// expect: south: no data
// expect: east: 17
// expect: west: no data
// expect: center: 31
// expect: total = 90, missing = ["south", "west"]
// expect: UInt8 range: 0...255
// expect: Int16 max: 32767, Int8 min: -128
// expect: 17 / 5 = 3 r 2
// expect: divide by zero: nil
// expect: 3 one-two-three
// expect: Hi Jonathan Appleseed
// expect: client error 404
// expect: nil
// expect: true
// expect: 1000280
