// Basic Operators: arithmetic, remainder with negative operands, unary minus and plus, compound assignment, string +.
// expected output: swiftc 6.3.1 (Linux), run on this machine
print(1 + 2, 5 - 3, 2 * 3, 10.0 / 2.5)
print(11 % 3, -11 % 3, 11 % -3, -11 % -3)
print(11 / 3, -11 / 3)
let floorsUp = 4
let floorsDown = -floorsUp
let backUp = -floorsDown
let stillDown = +floorsDown
print(floorsDown, backUp, stillDown)
var a = 1
a += 2
a *= 10
a -= 5
a /= 5
a %= 4
print(a)
var label = "good "
label += "morning"
print(label + "!")
var bits: UInt8 = 0b1100
bits <<= 2
bits |= 0b1
bits &= 0b1111_0001
bits ^= 0b1000_0000
print(bits, String(bits, radix: 2), ~bits)
print(7.5.truncatingRemainder(dividingBy: 2), (-7.5).remainder(dividingBy: 2))
let minutes = 135
print("\(minutes / 60)h \(minutes % 60)m")
let items = 17, perBox = 5
let boxes = (items + perBox - 1) / perBox
print("boxes needed:", boxes, "spare slots:", boxes * perBox - items)
print(2 + 3 * 4, (2 + 3) * 4, 10 - 2 - 3, 100 / 10 / 5)
print(Int.max / -1 == -Int.max, 17.quotientAndRemainder(dividingBy: 5))
print(12.isMultiple(of: 4), 7.isMultiple(of: 2))

// expect: 3 2 6 4.0
// expect: 2 -2 2 -2
// expect: 3 -3
// expect: -4 4 -4
// expect: 1
// expect: good morning!
// expect: 177 10110001 78
// expect: 1.5 0.5
// expect: 2h 15m
// expect: boxes needed: 4 spare slots: 3
// expect: 14 20 5 2
// expect: true (quotient: 3, remainder: 2)
// expect: true false
