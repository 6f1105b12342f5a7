// Interview question style (evaluation order): arguments left to right, short-circuit && and ||, and ?? evaluating its right side lazily
var trail: [String] = []
func v(_ name: String, _ value: Int) -> Int { trail.append(name); return value }
func b(_ name: String, _ value: Bool) -> Bool { trail.append(name); return value }
func o(_ name: String, _ value: Int?) -> Int? { trail.append(name); return value }

func sum3(_ a: Int, _ b: Int, _ c: Int) -> Int { a + b + c }

// Puzzle: what ends up in trail for each expression?
let s = sum3(v("a", 1), v("b", 2) * v("c", 3), v("d", 4))
print(s, trail); trail = []

let x = b("p", false) && b("q", true) || b("r", true)
print(x, trail); trail = []

let y = b("p", true) || b("q", false) && b("r", false)
print(y, trail); trail = []

let z = o("first", nil) ?? o("second", 2) ?? v("third", 3)
print(z, trail); trail = []

let w = o("first", 1) ?? v("fallback", 0)
print(w, trail); trail = []

var arr = [10, 20, 30]
var i = 0
func bump() -> Int { i += 1; return i }
arr[bump()] = bump() * 100
print(arr, i)

let t = (v("t0", 0), v("t1", 1), v("t2", 2))
print(t, trail); trail = []

let cmp = v("lhs", 5) < v("rhs", 3) ? v("yes", 1) : v("no", 0)
print(cmp, trail)

// expect: 11 ["a", "b", "c", "d"]
// expect: true ["p", "r"]
// expect: true ["p"]
// expect: 2 ["first", "second"]
// expect: 1 ["first"]
// expect: [10, 200, 30] 2
// expect: (0, 1, 2) ["t0", "t1", "t2"]
// expect: 0 ["lhs", "rhs", "no"]
