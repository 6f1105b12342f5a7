// Compiler test style: integer versus floating division depending on literal and variable types
// known-gap: needs the compiler check (literal types); unchecked: line 12: expected "0.3333333333333333", got "0.0"
print(1 / 2)
print(1 / 2.0)
print(7 / 2, 7 % 2)
print(7.0 / 2)
print(-7 / 2, -7 % 2)
let d = 2.0
print(d * 3, d / 4)
let i = 9
print(Double(i) / 2)
print(i / 2 * 2)
let x = 10 / 4 * 4.0
print(x)
let y = 3 / 4 + 0.25
print(y)
let f: Float = 1 / 3
print(f)
let g = 1 / 3 as Double
print(g)
let h = Double(1 / 3)
print(h)
let k = Double(1) / 3
print(k)
print((1 + 2) * 1.5)
print(2 * 3 + 0.5, type(of: 2 * 3 + 0.5))
let mean = (1 + 2 + 4) / 3
print(mean, type(of: mean))
let truncating = 10.5.truncatingRemainder(dividingBy: 3)
print(truncating)
// expect: 0
// expect: 0.5
// expect: 3 1
// expect: 3.5
// expect: -3 -1
// expect: 6.0 0.5
// expect: 4.5
// expect: 8
// expect: 10.0
// expect: 1.0
// expect: 0.33333334
// expect: 0.3333333333333333
// expect: 0.0
// expect: 0.3333333333333333
// expect: 4.5
// expect: 6.5 Double
// expect: 2 Int
// expect: 1.5
