// Tuples: named and unnamed elements, destructuring, returning tuples
func minMax(_ xs: [Int]) -> (min: Int, max: Int) {
    var lo = xs[0], hi = xs[0]
    for x in xs {
        lo = Swift.min(lo, x)
        hi = Swift.max(hi, x)
    }
    return (lo, hi)
}

let r = minMax([4, -2, 9, 3])
print(r.min, r.max)
print(r)
let (lo, hi) = r
print(lo + hi)
var pair = (1, "one")
pair.0 += 1
print(pair.0, pair.1)
print(pair)
let (_, word) = pair
print(word)
var a = 1, b = 2
(a, b) = (b, a)
print(a, b)
print((1, 2) == (1, 2))
print((1, "b") < (1, "c"))

// expect: -2 9
// expect: (min: -2, max: 9)
// expect: 7
// expect: 2 one
// expect: (2, "one")
// expect: one
// expect: 2 1
// expect: true
// expect: true
