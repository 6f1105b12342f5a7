// Compiler test style: default literal types when nothing constrains them
let a = 42
let b = 3.14
let c = "text"
let d = true
let e: Character = "z"
let f = [1, 2]
let g = ["k": 1.0]
let h = (1, 2.0, "three")
let i = 1...5
let j = 1..<5
let k = 0x1F
let l = 1e3
let m = -0.0
let n = "x" + "y"
print(type(of: a), type(of: b), type(of: c), type(of: d), type(of: e))
print(type(of: f), type(of: g))
print(type(of: h))
print(type(of: i), type(of: j))
print(k, type(of: k), l, type(of: l))
print(m, type(of: m))
print(n, type(of: n))
let o = [(1, "a")]
print(type(of: o))
let p = Optional(5)
print(type(of: p))
let q = 1_000_000
print(q)
let r = 0b1010 + 0o17
print(r)
// expect: Int Double String Bool Character
// expect: Array<Int> Dictionary<String, Double>
// expect: (Int, Double, String)
// expect: ClosedRange<Int> Range<Int>
// expect: 31 Int 1000.0 Double
// expect: -0.0 Double
// expect: xy String
// expect: Array<(Int, String)>
// expect: Optional<Int>
// expect: 1000000
// expect: 25
