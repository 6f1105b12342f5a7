// Compiler test style: tuple literals typed by annotation and destructuring
// known-gap: needs the compiler check (literal types); unchecked: line 2: expected "3.0 4 Float UInt8", got "3 4 Int Int"
let t: (Double, Int) = (1, 2)
print(t, type(of: t))

let (a, b): (Float, UInt8) = (3, 4)
print(a, b, type(of: a), type(of: b))

let u = (1, 2.5)
print(type(of: u))

func minMax(_ xs: [Double]) -> (min: Double, max: Double) {
    var lo = xs[0], hi = xs[0]
    for x in xs { lo = min(lo, x); hi = max(hi, x) }
    return (lo, hi)
}
let r = minMax([3, 1, 4, 1.5])
print(r.min, r.max)
print(r)

let named: (x: Double, y: Double) = (0, 1)
print(named.x, named.y)
print((1, 2) < (1, 3), (2, "a") == (2, "a"))

let pairs: [(String, Double)] = [("a", 1), ("b", 2)]
for (k, v) in pairs { print(k, v) }
var point = (x: 0, y: 0.5)
point.x += 3
print(point, type(of: point))
// expect: (1.0, 2) (Double, Int)
// expect: 3.0 4 Float UInt8
// expect: (Int, Double)
// expect: 1.0 4.0
// expect: (min: 1.0, max: 4.0)
// expect: 0.0 1.0
// expect: true true
// expect: a 1.0
// expect: b 2.0
// expect: (x: 3, y: 0.5) (x: Int, y: Double)
