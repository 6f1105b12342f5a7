// switch with fallthrough, value bindings in tuple patterns, where clauses, and for-in where
func classify(_ n: Int) -> [String] {
    var tags: [String] = []
    switch n {
    case 0:
        tags.append("zero")
        fallthrough
    case 1:
        tags.append("tiny")
        fallthrough
    case 2...9:
        tags.append("digit")
    case let x where x < 0:
        tags.append("negative")
        fallthrough
    default:
        tags.append("other")
    }
    return tags
}
for n in [0, 1, 5, -3, 42] { print(n, classify(n)) }

func point(_ p: (Int, Int)) -> String {
    switch p {
    case (0, 0): return "origin"
    case (let x, 0), (0, let x): return "axis \(x)"
    case let (x, y) where x == y: return "diagonal \(x)"
    case (let x, let y) where x == -y: return "anti \(x),\(y)"
    case (..<0, _): return "left"
    case (_, 10...): return "high"
    default: return "somewhere"
    }
}
for p in [(0, 0), (3, 0), (0, -2), (4, 4), (2, -2), (-5, 1), (1, 20), (1, 2)] { print(p, point(p)) }

let records = [("ann", 31, true), ("bob", 17, false), ("cy", 45, false), ("di", 22, true)]
for (name, age, _) in records where age >= 21 { print("adult", name) }
for case let (name, _, true) in records { print("member", name) }
for (i, (name, age, _)) in records.enumerated() where i % 2 == 1 { print(i, name, age) }
let (first, (second, third)) = (1, ("two", 3.0))
print(first, second, third)
var (lo, hi) = (9, 2)
if lo > hi { (lo, hi) = (hi, lo) }
print(lo, hi)
func makeNested(_ k: Int) -> ((Int, Int), (Int, (Int, Int))) { ((1, 2), (3, (k, 5))) }
for k in [4, 6] {
    switch makeNested(k) {
case ((let a, _), (_, (let b, let c))) where a + b + c == 10: print("sum ten", a, b, c)
default: print("no")
    }
}
let opt: (Int?, String?) = (nil, "x")
switch opt {
case (nil, nil): print("both nil")
case (let n?, _): print("int", n)
case (nil, let s?): print("only string", s)
}

// expect: 0 ["zero", "tiny", "digit"]
// expect: 1 ["tiny", "digit"]
// expect: 5 ["digit"]
// expect: -3 ["negative", "other"]
// expect: 42 ["other"]
// expect: (0, 0) origin
// expect: (3, 0) axis 3
// expect: (0, -2) axis -2
// expect: (4, 4) diagonal 4
// expect: (2, -2) anti 2,-2
// expect: (-5, 1) left
// expect: (1, 20) high
// expect: (1, 2) somewhere
// expect: adult ann
// expect: adult cy
// expect: adult di
// expect: member ann
// expect: member di
// expect: 1 bob 17
// expect: 3 di 22
// expect: 1 two 3.0
// expect: 2 9
// expect: sum ten 1 4 5
// expect: no
// expect: only string x
