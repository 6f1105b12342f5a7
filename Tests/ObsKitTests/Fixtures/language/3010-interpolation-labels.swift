// Compiler test style: custom DefaultStringInterpolation appendInterpolation with labels and formats
extension DefaultStringInterpolation {
  mutating func appendInterpolation(hex value: Int) {
    appendLiteral("0x" + String(value, radix: 16, uppercase: true))
  }
  mutating func appendInterpolation(_ value: Int, width: Int, fill: Character = " ") {
    let s = String(value)
    appendLiteral(String(repeating: fill, count: max(0, width - s.count)) + s)
  }
  mutating func appendInterpolation(binary value: UInt8) {
    let s = String(value, radix: 2)
    appendLiteral(String(repeating: "0", count: 8 - s.count) + s)
  }
  mutating func appendInterpolation<T>(list items: [T], joiner: String = ", ") {
    appendLiteral(items.map { "\($0)" }.joined(separator: joiner))
  }
  mutating func appendInterpolation(if condition: Bool, _ text: @autoclosure () -> String) {
    if condition { appendLiteral(text()) }
  }
}

print("\(hex: 255)")
print("\(hex: 48879) and \(hex: 0)")
print("[\(42, width: 6)]")
print("[\(7, width: 4, fill: "0")]")
print("[\(123456, width: 3)]")
print("\(binary: 5) \(binary: 255)")
print("\(list: [1, 2, 3])")
print("\(list: ["a", "b"], joiner: " | ")")
print("x\(if: true, "-yes")\(if: false, "-no")")
let n = 10
print("plain \(n) hex \(hex: n) padded \(n, width: 5)")
// expect: 0xFF
// expect: 0xBEEF and 0x0
// expect: [    42]
// expect: [0007]
// expect: [123456]
// expect: 00000101 11111111
// expect: 1, 2, 3
// expect: a | b
// expect: x-yes
// expect: plain 10 hex 0xA padded    10
