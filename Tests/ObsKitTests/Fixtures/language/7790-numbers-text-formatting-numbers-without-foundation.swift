// Blog style (numbers in text): formatting numbers without Foundation
// known-gap: error: 28:7: error: cannot find 'Float16' in scope
func pad(_ n: Int, _ width: Int) -> String {
    let s = String(n)
    return String(repeating: "0", count: max(0, width - s.count)) + s
}
print(pad(7, 3), pad(1234, 2))
func fixed(_ d: Double, _ places: Int) -> String {
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let scaled = Int(d * Double(scale) + 0.5)
    let whole = scaled / scale
    let frac = abs(scaled % scale)
    return "\(whole)." + pad(frac, places)
}
print(fixed(3.14159, 2), fixed(2.5, 3), fixed(10, 1))
print(String(3.0), String(1e-7), String(Float(1e10)))
print(Double("0.1")! + Double("0.2")!)
print(1.0e2, 1.5e-3, 12345.678)
print(Float(3.14159), Float(1e-3), Float(100000000))
print(Double(1) / 0, -1 / Double(0))
print((0.0 / 0.0).isNaN)
print(Double(Float(1) / 3))
print(5.0 / 3, 2.0 * 0.1 * 3)
print(Int(Double(Int32.max)))
print(1_000.5, 0.5 + 0.25)
print(Double.ulpOfOne)
print(9007199254740993.0)
print(Float16(1.5))
// expect: 007 1234
// expect: 3.14 2.500 10.0
// expect: 3.0 1e-07 1e+10
// expect: 0.30000000000000004
// expect: 100.0 0.0015 12345.678
// expect: 3.14159 0.001 1e+08
// expect: inf -inf
// expect: true
// expect: 0.3333333432674408
// expect: 1.6666666666666667 0.6000000000000001
// expect: 2147483647
// expect: 1000.5 0.75
// expect: 2.220446049250313e-16
// expect: 9007199254740992.0
// expect: 1.5
