// Compiler test style: custom DefaultStringInterpolation appendInterpolation overloads
extension DefaultStringInterpolation {
  mutating func appendInterpolation(hex value: Int) {
    appendLiteral("0x" + String(value, radix: 16, uppercase: true))
  }
  mutating func appendInterpolation(cents value: Int) {
    let whole = value / 100
    let frac = value % 100
    appendLiteral("$\(whole)." + (frac < 10 ? "0" : "") + "\(frac)")
  }
  mutating func appendInterpolation(padded s: String, width: Int) {
    let pad = max(0, width - s.count)
    appendLiteral(String(repeating: ".", count: pad) + s)
  }
  mutating func appendInterpolation<T>(list items: [T], separator: String = ", ") {
    appendLiteral("[" + items.map { "\($0)" }.joined(separator: separator) + "]")
  }
}

print("addr \(hex: 255) and \(hex: 4096)")
print("price \(cents: 1205) or \(cents: 7)")
print("|\(padded: "abc", width: 6)|")
print("|\(padded: "toolong", width: 3)|")
print("items: \(list: [1, 2, 3])")
print("items: \(list: ["x", "y"], separator: "/")")
print("plain \(7) still works")
// expect: addr 0xFF and 0x1000
// expect: price $12.05 or $0.07
// expect: |...abc|
// expect: |toolong|
// expect: items: [1, 2, 3]
// expect: items: [x/y]
// expect: plain 7 still works
