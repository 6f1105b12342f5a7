// Compiler test style: tuple destructuring in let, var, for-in, closures and nested tuple patterns
let (a, b) = (1, 2)
let (name, (x, y)) = ("origin", (0, 0))
var (lo, hi) = (10, 3)
if lo > hi { (lo, hi) = (hi, lo) }
print("a=\(a) b=\(b) name=\(name) x=\(x) y=\(y) lo=\(lo) hi=\(hi)")

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var result = xs.first.map({ (min: $0, max: $0) }) else { return nil }
    for v in xs.dropFirst() {
        switch v {
        case ..<result.min: result.min = v
        case (result.max + 1)...: result.max = v
        default: break
        }
    }
    return result
}

if let (mn, mx) = minMax([4, -2, 9, 0, 7]) {
    print("min \(mn) max \(mx)")
}
if let r = minMax([]) { print("unexpected \(r)") } else { print("no extremes for empty") }

let people = [("Ann", 31, ("Paris", "FR")), ("Bo", 25, ("Oslo", "NO")), ("Cy", 40, ("Lyon", "FR"))]
for (person, age, (city, country)) in people {
    print("\(person), \(age), lives in \(city) [\(country)]")
}
for case let (person, _, (_, "FR")) in people {
    print("\(person) lives in France")
}

let pairs = zip(["x", "y", "z"], [1, 2, 3]).map { ($0, $1 * 10) }
for (label, value) in pairs {
    print("\(label) => \(value)")
}

var fib = (0, 1)
var seq: [Int] = []
for _ in 0..<10 {
    seq.append(fib.0)
    fib = (fib.1, fib.0 + fib.1)
}
print("fib: \(seq)")

let labeled = (width: 3, height: 4)
let (w, h) = labeled
let area = { (dims: (width: Int, height: Int)) -> Int in dims.width * dims.height }
print("w=\(w) h=\(h) area=\(area(labeled))")

let sums = [(1, 2), (3, 4), (5, 6)].map { pair -> Int in
    let (p, q) = pair
    return p + q
}
print("sums: \(sums)")

let sortedPeople = people.sorted { $0.1 > $1.1 }.map { $0.0 }
print("by age desc: \(sortedPeople)")

func divmod(_ n: Int, _ d: Int) -> (quotient: Int, remainder: Int) { (n / d, n % d) }
let (q, r) = divmod(17, 5)
let result = divmod(-17, 5)
print("17 divmod 5 = \(q) r \(r); -17 divmod 5 = \(result.quotient) r \(result.remainder)")
let ((p1, p2), p3) = ((1, 2), 3)
print("nested: \(p1 + p2 + p3)")

// Expected output:
// expect: a=1 b=2 name=origin x=0 y=0 lo=3 hi=10
// expect: min -2 max 9
// expect: no extremes for empty
// expect: Ann, 31, lives in Paris [FR]
// expect: Bo, 25, lives in Oslo [NO]
// expect: Cy, 40, lives in Lyon [FR]
// expect: Ann lives in France
// expect: Cy lives in France
// expect: x => 10
// expect: y => 20
// expect: z => 30
// expect: fib: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: w=3 h=4 area=12
// expect: sums: [3, 7, 11]
// expect: by age desc: ["Cy", "Ann", "Bo"]
// expect: 17 divmod 5 = 3 r 2; -17 divmod 5 = -3 r -2
// expect: nested: 6
