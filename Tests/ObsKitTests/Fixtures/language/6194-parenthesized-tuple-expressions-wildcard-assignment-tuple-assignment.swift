// Language Reference style (expressions): parenthesized and tuple expressions, wildcard assignment, and tuple assignment destructuring
let p = (1 + 2) * 3
print(p)
let single = (5)
print(single, type(of: single))
let tuple = (first: 1, 2, third: "three")
print(tuple.first, tuple.1, tuple.third)
print(tuple)

var a = 1, b = 2
(a, b) = (b, a)
print(a, b)
var (m, n) = (10, 20)
(m, _) = (30, 40)
print(m, n)
_ = m + n
_ = print("printed via wildcard")
@discardableResult func noisy() -> Int { print("noisy ran"); return 1 }
noisy()
let (q, r) = 17.quotientAndRemainder(dividingBy: 5)
print(q, r)
let ((x, y), z) = ((1, 2), 3)
print(x + y + z)

var arr = [1, 2, 3]
(arr[0], arr[2]) = (arr[2], arr[0])
print(arr)
struct S { var u = 0, v = 0 }
var s = S()
(s.u, s.v) = (7, 8)
print(s.u, s.v)
let nestedParens = ((((4))))
print(nestedParens)
func pair() -> (Int, String) { (1, "one") }
let (num, _) = pair()
print(num, pair().1)
let labels = (x: 3, y: 4)
let (x2, y2) = labels
print(x2 * y2)
var t = (1, 2)
t.0 += 10
t = (t.1, t.0)
print(t)
let compare = (1, 2, 3) < (1, 2, 4)
print(compare, (3, "a") == (3, "a"))
let unit = ()
print(unit)

// expect: 9
// expect: 5 Int
// expect: 1 2 three
// expect: (first: 1, 2, third: "three")
// expect: 2 1
// expect: 30 20
// expect: printed via wildcard
// expect: noisy ran
// expect: 3 2
// expect: 6
// expect: [3, 2, 1]
// expect: 7 8
// expect: 4
// expect: 1 one
// expect: 12
// expect: (2, 11)
// expect: true true
// expect: ()
