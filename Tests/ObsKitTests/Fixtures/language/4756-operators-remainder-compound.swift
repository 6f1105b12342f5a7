// Swift book style: arithmetic, remainder with negatives, compound assignment
// Checks: % sign follows the dividend, integer division truncation,
// unary minus/plus, compound assignment operators, string concatenation,
// and truncatingRemainder for Double.

print(9 % 4)
print(-9 % 4)
print(9 % -4)
print(-9 % -4)
print(9 / 4, -9 / 4, 9 / -4)
print(0 % 5)

let three = 3
let minusThree = -three
let plusThree = -minusThree
print(minusThree, plusThree)
let minusSix = -6
let alsoMinusSix = +minusSix
print(alsoMinusSix)

var a = 1
a += 2
print("after += : \(a)")
a -= 5
print("after -= : \(a)")
a *= -4
print("after *= : \(a)")
a /= 3
print("after /= : \(a)")
a %= 2
print("after %= : \(a)")

var flags = 0b1100
flags &= 0b1010
print("after &= : \(flags)")
flags |= 0b0001
print("after |= : \(flags)")
flags ^= 0b1111
print("after ^= : \(flags)")
flags <<= 3
print("after <<= : \(flags)")
flags >>= 1
print("after >>= : \(flags)")

var greeting = "hello"
greeting += ", world"
print(greeting)
let exclaim = greeting + "!"
print(exclaim)

var letters: [Character] = ["a"]
letters += ["b", "c"]
print(letters)

var ratio = 10.0
ratio /= 4
print(ratio)
ratio *= ratio
print(ratio)

print(8.0.truncatingRemainder(dividingBy: 2.5))
print((-8.0).truncatingRemainder(dividingBy: 2.5))
print(8.0.remainder(dividingBy: 2.5))

// Precedence and associativity
print(2 + 3 * 4)
print((2 + 3) * 4)
print(10 - 4 - 3)
print(2 * 6 / 4)
print(2 * (6 / 4))
print(17 % 5 * 2)
print(1 << 2 + 1)

// Remainder used to test parity of negatives
for n in [-3, -2, 0, 5] {
    let kind = n % 2 == 0 ? "even" : "odd"
    print("\(n) is \(kind), remainder \(n % 2)")
}

// quotientAndRemainder
let qr = (-17).quotientAndRemainder(dividingBy: 5)
print(qr.quotient, qr.remainder)
print(17.isMultiple(of: 5), 20.isMultiple(of: 5))
print(abs(-12), max(3, 9, 4), min(3.5, -1.0))

// expect: 1
// expect: -1
// expect: 1
// expect: -1
// expect: 2 -2 -2
// expect: 0
// expect: -3 3
// expect: -6
// expect: after += : 3
// expect: after -= : -2
// expect: after *= : 8
// expect: after /= : 2
// expect: after %= : 0
// expect: after &= : 8
// expect: after |= : 9
// expect: after ^= : 6
// expect: after <<= : 48
// expect: after >>= : 24
// expect: hello, world
// expect: hello, world!
// expect: ["a", "b", "c"]
// expect: 2.5
// expect: 6.25
// expect: 0.5
// expect: -0.5
// expect: 0.5
// expect: 14
// expect: 20
// expect: 3
// expect: 3
// expect: 2
// expect: 4
// expect: 5
// expect: -3 is odd, remainder -1
// expect: -2 is even, remainder 0
// expect: 0 is even, remainder 0
// expect: 5 is odd, remainder 1
// expect: -3 -2
// expect: false true
// expect: 12 9 -1.0
