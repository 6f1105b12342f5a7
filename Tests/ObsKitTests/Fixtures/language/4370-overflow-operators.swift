// Compiler test style: wrapping overflow operators &+, &-, &* on fixed-width integer types

let u8max = UInt8.max
print(u8max &+ 1)
print(u8max &+ 10)
print(UInt8(0) &- 1)
print(UInt8(3) &- 5)
print(UInt8(16) &* 16)
print(UInt8(200) &* 2)

let i8max = Int8.max
let i8min = Int8.min
print(i8max &+ 1)
print(i8min &- 1)
print(i8max &* 2)
print(i8min &* -1)
print(Int8(-1) &* i8min)
print(0 &- i8min)

print(UInt16.max &+ 1)
print(Int16.max &+ Int16.max)
print(UInt32.max &* UInt32.max)
print(Int32.min &- 1)
print(Int64.max &+ 1 == Int64.min)
print(UInt64.max &* 2)

func wrappingSum<T: FixedWidthInteger>(_ xs: [T]) -> T {
  return xs.reduce(0, &+)
}

func wrappingProduct<T: FixedWidthInteger>(_ xs: [T]) -> T {
  return xs.reduce(1, &*)
}

print(wrappingSum([UInt8(100), 100, 100]))
print(wrappingSum([Int8(100), 100]))
print(wrappingProduct([UInt8(2), 2, 2, 2, 2, 2, 2, 2, 2]))
print(wrappingProduct([Int16(300), 300]))

func fnv1a(_ bytes: [UInt8]) -> UInt32 {
  var hash: UInt32 = 2166136261
  for b in bytes {
    hash ^= UInt32(b)
    hash = hash &* 16777619
  }
  return hash
}

print(fnv1a([]))
print(fnv1a([97]))
print(fnv1a(Array("hello".utf8)))

var counter: UInt8 = 250
var seen: [UInt8] = []
for _ in 0..<10 {
  counter = counter &+ 1
  seen.append(counter)
}
print(seen)

var lcg: UInt32 = 42
var outs: [UInt32] = []
for _ in 0..<4 {
  lcg = lcg &* 1664525 &+ 1013904223
  outs.append(lcg % 1000)
}
print(outs)

var acc: Int8 = 0
acc &+= 127
acc &+= 1
print(acc)
acc &-= 1
print(acc)
acc &*= 3
print(acc)

var big: UInt16 = 1
for _ in 0..<20 {
  big = big &* 3
}
print(big)
print(Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1))
print(Int16(bitPattern: 0xFFFF), UInt8(bitPattern: -128))

// expect: 0
// expect: 9
// expect: 255
// expect: 254
// expect: 0
// expect: 144
// expect: -128
// expect: 127
// expect: -2
// expect: -128
// expect: -128
// expect: -128
// expect: 0
// expect: -2
// expect: 1
// expect: 2147483647
// expect: true
// expect: 18446744073709551614
// expect: 44
// expect: -56
// expect: 0
// expect: 24464
// expect: 2166136261
// expect: 3826002220
// expect: 1335831723
// expect: [251, 252, 253, 254, 255, 0, 1, 2, 3, 4]
// expect: [273, 188, 867, 294]
// expect: -128
// expect: 127
// expect: 125
// expect: 7057
// expect: 44 255
// expect: -1 128
