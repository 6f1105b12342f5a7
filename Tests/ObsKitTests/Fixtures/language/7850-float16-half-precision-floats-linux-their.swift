// Blog style (Float16): half-precision floats on Linux and their limits
// known-gap: error: 5:7: error: cannot find 'Float16' in scope
let h: Float16 = 0.1
print(h)
print(Float(h))
print(Float16.greatestFiniteMagnitude)
print(Float16.leastNormalMagnitude)
print(Float16.ulpOfOne)
let limits = [65519, 65520]
print(Float16(limits[0]), Float16(limits[1]))
print(Float16(2049), Float16(2050))
print(h.bitPattern, String(h.bitPattern, radix: 16))
print(Float16(bitPattern: 0x3C00))
print(Float16.exponentBitCount, Float16.significandBitCount)
print(MemoryLayout<Float16>.size)
let a: Float16 = 1.5
let b: Float16 = 2.25
print(a + b, a * b, b / a)
print(Float16(1).nextUp)
print(Float16.pi)
let arr: [Float16] = [1, 2, 3.5]
print(arr.reduce(0, +))
// expect: 0.1
// expect: 0.099975586
// expect: 65504.0
// expect: 6.104e-05
// expect: 0.000977
// expect: 65504.0 inf
// expect: 2048.0 2050.0
// expect: 11878 2e66
// expect: 1.0
// expect: 5 10
// expect: 2
// expect: 3.75 3.375 1.5
// expect: 1.001
// expect: 3.14
// expect: 6.5
