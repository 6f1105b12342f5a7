// WWDC style (C type aliases): CChar, CInt, CDouble and friends
let c: CChar = 65
let i: CInt = -42
let d: CDouble = 3.25
let l: CLong = 1 << 40
let u: CUnsignedInt = 4_000_000_000
let b: CBool = true
print(c, i, d, l, u, b)
print(MemoryLayout<CChar>.size, MemoryLayout<CInt>.size, MemoryLayout<CDouble>.size)
print(MemoryLayout<CShort>.size, MemoryLayout<CLong>.size, MemoryLayout<CLongLong>.size)
print(CInt.max, CShort.min)
print(type(of: i) == Int32.self, type(of: d) == Double.self)
func average(_ xs: UnsafePointer<CDouble>, _ n: CInt) -> CDouble {
    var s: CDouble = 0
    for k in 0..<Int(n) { s += xs[k] }
    return s / CDouble(n)
}
let samples: [CDouble] = [1, 2, 3, 4]
print("avg", average(samples, CInt(samples.count)))
let scalar = UnicodeScalar(UInt8(c))
print("char", Character(scalar))
// expect: 65 -42 3.25 1099511627776 4000000000 true
// expect: 1 4 8
// expect: 2 8 8
// expect: 2147483647 -32768
// expect: true true
// expect: avg 2.5
// expect: char A
