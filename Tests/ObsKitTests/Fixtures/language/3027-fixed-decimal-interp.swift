// Compiler test style: appendInterpolation with format parameters for Double, padding and alignment
enum Align { case left, right }

extension DefaultStringInterpolation {
  mutating func appendInterpolation(_ value: Double, decimals: Int) {
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    let whole = Int(scaled / scale)
    let frac = Int(scaled) - whole * Int(scale)
    var fracText = String(frac)
    while fracText.count < decimals { fracText = "0" + fracText }
    let sign = value < 0 ? "-" : ""
    appendLiteral(decimals == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fracText)")
  }
  mutating func appendInterpolation(_ text: String, width: Int, align: Align) {
    let pad = String(repeating: ".", count: max(0, width - text.count))
    appendLiteral(align == .left ? text + pad : pad + text)
  }
  mutating func appendInterpolation(percent value: Double) {
    appendInterpolation(value * 100, decimals: 1)
    appendLiteral("%")
  }
}

print("\(3.14159, decimals: 2)")
print("\(2.5, decimals: 0)")
print("\(-1.005, decimals: 1)")
print("\(0.1 + 0.2, decimals: 3)")
print("\(7.0, decimals: 4)")
print("[\("ab", width: 5, align: .left)]")
print("[\("ab", width: 5, align: .right)]")
print("[\("toolong", width: 3, align: .right)]")
print("rate \(percent: 0.256)")
let rows = [("apple", 1.5), ("kiwi", 12.25)]
for (name, price) in rows {
  print("\(name, width: 8, align: .left)\(price, decimals: 2)")
}
// expect: 3.14
// expect: 3
// expect: -1.0
// expect: 0.300
// expect: 7.0000
// expect: [ab...]
// expect: [...ab]
// expect: [toolong]
// expect: rate 25.6%
// expect: apple...1.50
// expect: kiwi....12.25
