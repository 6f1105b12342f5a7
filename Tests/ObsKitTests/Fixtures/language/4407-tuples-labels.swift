// Compiler test style: printing tuples with and without labels, nested and optional

let t1 = (1, 2)
print(t1)
let t2 = (x: 1, y: 2)
print(t2)
let t3 = (name: "Ann", age: 30, 1.5)
print(t3)
debugPrint(t3)
let t4 = (1, (2, 3), [4])
print(t4)
let t5 = (a: (b: 1, c: "c"), d: true)
print(t5)
print(String(describing: t5))
print(String(reflecting: t5))

let single = (42)
print(single)
let unit = ()
print(unit)
print(type(of: unit))

print(type(of: t2))
print(type(of: t3))
print(type(of: t5))

let opt: (Int, String)? = (1, "x")
print(opt as Any)
let arr = [(1, "a"), (2, "b")]
print(arr)
let labeledArr: [(k: String, v: Int)] = [("a", 1)]
print(labeledArr)

let dict = ["one": (1, true)]
print(dict)

func minMax(_ xs: [Int]) -> (min: Int, max: Int)? {
    guard var lo = xs.first else { return nil }
    var hi = lo
    for x in xs { lo = min(lo, x); hi = max(hi, x) }
    return (lo, hi)
}
print(minMax([3, 9, -1]) as Any)
print(minMax([]) as Any)
if let mm = minMax([5]) {
    print(mm.min, mm.max, mm)
}

let zipped = Array(zip([1, 2], ["a", "b"]))
print(zipped)
let enumerated = Array(["x", "y"].enumerated())
print(enumerated)
print(Array([10: "ten"]))

dump(t2)
dump(t4)
dump((Optional<Int>.none, 1))

var mutable = (count: 0, label: "c")
mutable.count += 5
mutable.1 = "changed"
print(mutable)
let (p, q) = mutable
print(p, q)
print((1, "a") == (1, "a"))
print((1, 2) < (1, 3))
print(((), ()))

// expect: (1, 2)
// expect: (x: 1, y: 2)
// expect: (name: "Ann", age: 30, 1.5)
// expect: (name: "Ann", age: 30, 1.5)
// expect: (1, (2, 3), [4])
// expect: (a: (b: 1, c: "c"), d: true)
// expect: (a: (b: 1, c: "c"), d: true)
// expect: (a: (b: 1, c: "c"), d: true)
// expect: 42
// expect: ()
// expect: ()
// expect: (x: Int, y: Int)
// expect: (name: String, age: Int, Double)
// expect: (a: (b: Int, c: String), d: Bool)
// expect: Optional((1, "x"))
// expect: [(1, "a"), (2, "b")]
// expect: [(k: "a", v: 1)]
// expect: ["one": (1, true)]
// expect: Optional((min: -1, max: 9))
// expect: nil
// expect: 5 5 (min: 5, max: 5)
// expect: [(1, "a"), (2, "b")]
// expect: [(offset: 0, element: "x"), (offset: 1, element: "y")]
// expect: [(key: 10, value: "ten")]
// expect: ▿ (2 elements)
// expect:   - x: 1
// expect:   - y: 2
// expect: ▿ (3 elements)
// expect:   - .0: 1
// expect:   ▿ .1: (2 elements)
// expect:     - .0: 2
// expect:     - .1: 3
// expect:   ▿ .2: 1 element
// expect:     - 4
// expect: ▿ (2 elements)
// expect:   - .0: nil
// expect:   - .1: 1
// expect: (count: 5, label: "changed")
// expect: 5 changed
// expect: true
// expect: true
// expect: ((), ())
