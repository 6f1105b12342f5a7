// App code style: number formatting helpers and numeric edge cases printed by a report generator
func pad(_ s: String, _ w: Int, right: Bool = false) -> String {
    let fill = String(repeating: " ", count: max(0, w - s.count))
    return right ? fill + s : s + fill
}
func fixed(_ x: Double, _ places: Int) -> String {
    var p = 1.0
    for _ in 0..<places { p *= 10 }
    let scaled = Double(Int(abs(x) * p + 0.5))
    let whole = Int(scaled / p), frac = Int(scaled.truncatingRemainder(dividingBy: p))
    let fs = String(frac)
    return (x < 0 ? "-" : "") + "\(whole)." + String(repeating: "0", count: places - fs.count) + fs
}
let rows: [(String, Double)] = [("coffee", 3.5), ("bagel", 2.125), ("juice", 4.999), ("tip", -0.5)]
for (name, price) in rows { print("|" + pad(name, 8) + "|" + pad(fixed(price, 2), 7, right: true) + "|") }
print("total:", fixed(rows.map(\.1).reduce(0, +), 3))
print(0.1 + 0.2, 1.0 / 3.0, 2.0 / 3.0, 1e16, 1e-5, 100.0, 12345678.9)
print(Float(0.1), Double(Float(0.1)), Float(1) / 3, Double.leastNonzeroMagnitude, Double.pi)
print(-7 / 2, -7 % 2, 7 % -2, (-7).quotientAndRemainder(dividingBy: 2))
print((7.5).truncatingRemainder(dividingBy: 2), (-7.5).truncatingRemainder(dividingBy: 2), Double.greatestFiniteMagnitude, Float.greatestFiniteMagnitude)
print(Int(3.99), Int(-3.99), Int(-0.5), UInt8(250.9))
print(Int("42") as Any, Int(" 42") as Any, Int("+7") as Any, Int("-0") as Any, Double("1e3") as Any, Double("abc") as Any)
print(Int8(truncatingIfNeeded: 300), UInt8(clamping: -5), UInt8(clamping: 999), Int16.max, UInt64.max)
print(Double.infinity, -Double.infinity, Double.nan.isNaN, 1.0 / 0.0 > 1e308, (0.0).sign, (-0.0))
print(min(3, 1, 2), max(2.5, 1), [4, 9, 1].min()!, 17.isMultiple(of: 3), (1...5).reduce(1, *), 2.0 * 2.0 * 2.0)
print(Double(7) / 2, Double(Int.max), Int(1e18), 1_000_000 * 1_000_000)
// expect: |coffee  |   3.50|
// expect: |bagel   |   2.13|
// expect: |juice   |   5.00|
// expect: |tip     |  -0.50|
// expect: total: 10.124
// expect: 0.30000000000000004 0.3333333333333333 0.6666666666666666 1e+16 1e-05 100.0 12345678.9
// expect: 0.1 0.10000000149011612 0.33333334 5e-324 3.141592653589793
// expect: -3 -1 1 (quotient: -3, remainder: -1)
// expect: 1.5 -1.5 1.7976931348623157e+308 3.4028235e+38
// expect: 3 -3 0 250
// expect: Optional(42) nil Optional(7) Optional(0) Optional(1000.0) nil
// expect: 44 0 255 32767 18446744073709551615
// expect: inf -inf true true plus -0.0
// expect: 1 2.5 1 false 120 8.0
// expect: 3.5 9.223372036854776e+18 1000000000000000000 1000000000000
