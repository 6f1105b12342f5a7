// Compiler test style: wrapping arithmetic operators on fixed-width integers
let a: Int8 = 127
print(a &+ 1)
print(Int8.min &- 1)
print(a &* 2)
let u: UInt8 = 0
print(u &- 1)
print(UInt8(255) &+ 10)
print(UInt16(300) &* 300)
print(Int32.max &+ Int32.max)
print(Int.min &* -1)
print(Int8(1) &<< 7)
print(UInt8(1) &<< 9)
print(Int16(-32768) &>> 3)
print(UInt8(0x80) &>> 10)

// expect: -128
// expect: 127
// expect: -2
// expect: 255
// expect: 9
// expect: 24464
// expect: -2
// expect: -9223372036854775808
// expect: -128
// expect: 2
// expect: -4096
// expect: 32
