// Basics: constants, type aliases, tuples, optionals, numeric conversion
// expected output: swiftc 6.3.1 (Linux), run on this machine
import Foundation

typealias Score = (name: String, points: Int)

let maxLevel: UInt8 = .max
let minTemp = Int16.min
print("bounds: \(maxLevel) \(minTemp)")

var scores: [Score] = [("ana", 42), (name: "bo", points: 17), ("cy", 99)]
scores.append((name: "di", points: 58))
let (bestName, bestPoints) = scores.max { $0.points < $1.points }!
print("best: \(bestName) with \(bestPoints)")

let inputs = ["12", "x7", "-3", "", "0040"]
var parsed: [Int] = []
for text in inputs {
    if let value = Int(text) {
        parsed.append(value)
    } else {
        print("skip '\(text)'")
    }
}
print("parsed: \(parsed)")

let ratio = Double(parsed.reduce(0, +)) / Double(parsed.count)
print("average: \(ratio)")
print("truncated: \(Int(ratio)), rounded: \(Int(ratio.rounded()))")

var nickname: String? = nil
print("hello, \(nickname ?? "stranger")")
nickname = "Zed"
if let nickname {
    print("hello, \(nickname) (\(nickname.count) letters)")
}

let hex = 0xFF, octal = 0o17, binary = 0b1011, big = 1_000_000
print(hex, octal, binary, big, separator: " | ")
let pi = 3.14159
let area = pi * Double(3 * 3)
print("area: \(area)")
print(type(of: area), type(of: hex), type(of: scores[0]))

let pair = (1, "one")
switch pair {
case (0, _): print("zero")
case (let n, let word) where n > 0: print("\(n) is \(word)")
default: print("negative")
}
print(Int8(exactly: 200) as Any, Int8(exactly: 100) as Any)
print(Int(truncatingIfNeeded: 300) & 0xFF, UInt8(truncatingIfNeeded: 300))
// expect: bounds: 255 -32768
// expect: best: cy with 99
// expect: skip 'x7'
// expect: skip ''
// expect: parsed: [12, -3, 40]
// expect: average: 16.333333333333332
// expect: truncated: 16, rounded: 16
// expect: hello, stranger
// expect: hello, Zed (3 letters)
// expect: 255 | 15 | 11 | 1000000
// expect: area: 28.27431
// expect: Double Int (name: String, points: Int)
// expect: 1 is one
// expect: nil Optional(100)
// expect: 44 44
