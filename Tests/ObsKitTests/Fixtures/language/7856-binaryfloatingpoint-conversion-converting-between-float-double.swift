// Blog style (BinaryFloatingPoint conversion): converting between Float, Double and Float16 generically
// known-gap: error: 7:26: error: cannot find 'Float16' in scope
func convert<A: BinaryFloatingPoint, B: BinaryFloatingPoint>(_ x: A, to: B.Type) -> B {
    B(x)
}
let third = 1.0 / 3.0
print(convert(third, to: Float.self))
print(convert(third, to: Float16.self))
print(convert(Float(0.1), to: Double.self))
print(Double(Float(0.1)) == 0.1)
print(Float(1e40), Float(-1e40))
print(Float(1e-50), Float(-1e-50).sign)
print(Float16(100000.0))
print(Float(exactly: 0.1) as Any)
print(Float(exactly: 0.5) as Any)
print(Double(sign: .plus, exponentBitPattern: 1023, significandBitPattern: 0))
print(Float(sign: .minus, exponentBitPattern: 128, significandBitPattern: 1 << 22))
print(Double(Int8.min), Float(UInt64.max))
print(Float(16777217 as Int), Double(9007199254740993 as Int))
let roundtrip = [0.5, 0.1, 1e-10].map { Double(Float($0)) == $0 }
print(roundtrip)
// expect: 0.33333334
// expect: 0.3333
// expect: 0.10000000149011612
// expect: false
// expect: inf -inf
// expect: 0.0 minus
// expect: inf
// expect: nil
// expect: Optional(0.5)
// expect: 1.0
// expect: -3.0
// expect: -128.0 1.8446744e+19
// expect: 16777216.0 9007199254740992.0
// expect: [true, false, false]
