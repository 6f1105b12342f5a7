// print-debugprint
// expected output: swiftc 6.3.1 (Linux), run on this machine
print(1, 2, 3)
print(1, 2, 3, separator: ", ")
print("a", terminator: "")
print("b")
print()
print("x", "y", separator: "", terminator: "!\n")
print("no", "sep", separator: "")
print("multi\nline")
print("tab\tseparated")
print(terminator: "")
print("after empty terminator")
print([1, 2], ["a": 1], [String](), [:] as [Int: Int], separator: " | ")

debugPrint("str")
debugPrint(1, "a", 2.5)
debugPrint(["a": 1])
debugPrint(Character("c"), Optional("x") as Any, Optional<Int>.none as Any)
debugPrint(("a", 1))
debugPrint("tab\there\n", "quote\"", "back\\slash")
debugPrint([Optional(1), nil], separator: "~", terminator: "<end>\n")
debugPrint(1..<3, 1...3, "a"..."c")
debugPrint("é", "\u{0}", "\u{7F}")

print(0.1 + 0.2, 1e20, 1e-7, Float(1) / 3, 5.0, -0.0, 100.0 / 3)
print(Double.infinity, -Double.infinity, Double.nan, Float.greatestFiniteMagnitude)
print(Int.max, Int.min, UInt64.max, Int8.min)
print(true, false, Optional(true) as Any)

struct Collector: TextOutputStream {
    var text = ""
    mutating func write(_ string: String) { text += string }
    var lines: [Substring] { text.split(separator: "\n", omittingEmptySubsequences: false) }
}
var col = Collector()
print("first", to: &col)
print("second", "part", to: &col)
debugPrint("third", to: &col)
print(col.lines)

var buffer = ""
print("x", 1, separator: "=", terminator: ";", to: &buffer)
print("y", terminator: ";", to: &buffer)
debugPrint([1], to: &buffer)
print(buffer.debugDescription)

struct Point: CustomStringConvertible, CustomDebugStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x), \(y))" }
    var debugDescription: String { "Point(x: \(x), y: \(y))" }
}
let p = Point(x: 1, y: 2)
print(p)
debugPrint(p)
print([p])
debugPrint([p])
print("inside \(p)")
dump(Point(x: 3, y: 4))
dump([1, 2])
struct Raw { let a: Int; let b: [String] }
dump(Raw(a: 1, b: ["z"]))

// expect: 1 2 3
// expect: 1, 2, 3
// expect: ab
// expect:
// expect: xy!
// expect: nosep
// expect: multi
// expect: line
// expect: tab	separated
// expect: after empty terminator
// expect: [1, 2] | ["a": 1] | [] | [:]
// expect: "str"
// expect: 1 "a" 2.5
// expect: ["a": 1]
// expect: "c" Optional("x") nil
// expect: ("a", 1)
// expect: "tab\there\n" "quote\"" "back\\slash"
// expect: [Optional(1), nil]<end>
// expect: Range(1..<3) ClosedRange(1...3) ClosedRange("a"..."c")
// expect: "é" "\0" "\u{7F}"
// expect: 0.30000000000000004 1e+20 1e-07 0.33333334 5.0 -0.0 33.333333333333336
// expect: inf -inf nan 3.4028235e+38
// expect: 9223372036854775807 -9223372036854775808 18446744073709551615 -128
// expect: true false Optional(true)
// expect: ["first", "second part", "\"third\"", ""]
// expect: "x=1;y;[1]\n"
// expect: (1, 2)
// expect: Point(x: 1, y: 2)
// expect: [Point(x: 1, y: 2)]
// expect: [Point(x: 1, y: 2)]
// expect: inside (1, 2)
// expect: ▿ Point(x: 3, y: 4)
// expect:   - x: 3
// expect:   - y: 4
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: ▿ main.Raw
// expect:   - a: 1
// expect:   ▿ b: 1 element
// expect:     - "z"
