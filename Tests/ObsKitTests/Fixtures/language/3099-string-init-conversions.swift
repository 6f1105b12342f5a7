// Compiler test style: String init from numbers, radix, Character and Int parsing back
print(String(42), String(-7), String(3.5), String(true))
print(String(255, radix: 2), String(255, radix: 16), String(255, radix: 36))
print(String(-10, radix: 16, uppercase: true))
print(Int("123")!, Int("-45")!, Int("12a") == nil, Int("") == nil)
print(Int("ff", radix: 16)!, Int("777", radix: 8)!, Int("z", radix: 36)!)
print(Double("2.5")!, Double("x") == nil)
print(String(Character("Q")))
print(String("abc".first!), String(UnicodeScalar(66)))
let n: Int? = Int(" 5")
print(n == nil)
print(UInt8("300") == nil, Int8("-128")!)
// expect: 42 -7 3.5 true
// expect: 11111111 ff 73
// expect: -A
// expect: 123 -45 true true
// expect: 255 511 35
// expect: 2.5 true
// expect: Q
// expect: a B
// expect: true
// expect: true -128
