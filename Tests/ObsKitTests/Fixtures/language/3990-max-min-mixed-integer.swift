// Compiler test style: max/min with mixed integer and floating literals infer Double
// known-gap: needs the compiler check (literal types); unchecked: line 5: expected "2.0 Float", got "2 Int"
let a = max(3, 2.5)
print(a)
print(type(of: a))

let b = min(10, 4)
print(b, type(of: b))

let c = max(1, 2, 3.5, 0)
print(c, type(of: c))

let d: Float = 1.25
let e = max(d, 2)
print(e, type(of: e))

let f = min(7, 7.0)
print(f)

let g = max(-1, -0.5, -3)
print(g)

let small: Int8 = 5
let h = max(small, 100)
print(h, type(of: h))

let u: UInt = 3
print(type(of: min(u, 9)), min(u, 9))
// expect: 3.0
// expect: Double
// expect: 4 Int
// expect: 3.5 Double
// expect: 2.0 Float
// expect: 7.0
// expect: -0.5
// expect: 100 Int8
// expect: UInt 3
