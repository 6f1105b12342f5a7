// Apple docs style (leastNonzeroMagnitude, greatestFiniteMagnitude, pi): the edges of Float and Double
print("Double.greatestFiniteMagnitude:", Double.greatestFiniteMagnitude)
print("Double.leastNormalMagnitude:", Double.leastNormalMagnitude)
print("Double.leastNonzeroMagnitude:", Double.leastNonzeroMagnitude)
print("Float.greatestFiniteMagnitude:", Float.greatestFiniteMagnitude)
print("Float.leastNormalMagnitude:", Float.leastNormalMagnitude)
print("Float.leastNonzeroMagnitude:", Float.leastNonzeroMagnitude)
print("Double.pi:", Double.pi, "Float.pi:", Float.pi)
print("Double.infinity > greatestFinite:", Double.infinity > .greatestFiniteMagnitude)

// Overflowing to infinity
let huge = Double.greatestFiniteMagnitude
print("huge * 2:", huge * 2)
print("huge + 1 == huge:", huge + 1 == huge)
print("-huge * 10:", -huge * 10)

// Underflowing to zero
let tiny = Double.leastNonzeroMagnitude
print("tiny / 2:", tiny / 2)
print("tiny * 0.75:", tiny * 0.75, "tiny * 0.25:", tiny * 0.25)

// Factorials until Double overflows
var fact = 1.0
var n = 0
while fact.isFinite {
    n += 1
    fact *= Double(n)
}
print("factorial overflows Double at \(n)!")

var ffact: Float = 1
var m = 0
while ffact.isFinite {
    m += 1
    ffact *= Float(m)
}
print("factorial overflows Float at \(m)!")

// A circle calculator using pi
let radii: [Double] = [1, 2.5, 10]
for r in radii {
    print("r=\(r) circumference=\(2 * Double.pi * r) area=\(Double.pi * r * r)")
}
print("Float area r=2.5:", Float.pi * 2.5 * 2.5)

// Using greatestFiniteMagnitude as a starting minimum
let distances = [42.0, 17.5, 88.0, 17.25]
var best = Double.greatestFiniteMagnitude
for d in distances where d < best { best = d }
print("closest:", best)

// expect: Double.greatestFiniteMagnitude: 1.7976931348623157e+308
// expect: Double.leastNormalMagnitude: 2.2250738585072014e-308
// expect: Double.leastNonzeroMagnitude: 5e-324
// expect: Float.greatestFiniteMagnitude: 3.4028235e+38
// expect: Float.leastNormalMagnitude: 1.1754944e-38
// expect: Float.leastNonzeroMagnitude: 1e-45
// expect: Double.pi: 3.141592653589793 Float.pi: 3.1415925
// expect: Double.infinity > greatestFinite: true
// expect: huge * 2: inf
// expect: huge + 1 == huge: true
// expect: -huge * 10: -inf
// expect: tiny / 2: 0.0
// expect: tiny * 0.75: 5e-324 tiny * 0.25: 0.0
// expect: factorial overflows Double at 171!
// expect: factorial overflows Float at 35!
// expect: r=1.0 circumference=6.283185307179586 area=3.141592653589793
// expect: r=2.5 circumference=15.707963267948966 area=19.634954084936208
// expect: r=10.0 circumference=62.83185307179586 area=314.1592653589793
// expect: Float area r=2.5: 19.634953
// expect: closest: 17.25
