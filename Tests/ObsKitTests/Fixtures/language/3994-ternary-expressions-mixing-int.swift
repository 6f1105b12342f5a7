// Compiler test style: ternary expressions mixing Int and Double literals
// known-gap: needs the compiler check (literal types); unchecked: line 1: expected "1.0 Double", got "1 Int"
let cond = true
let a = cond ? 1 : 2.5
print(a, type(of: a))

let b = !cond ? 1 : 2.5
print(b)

let c = cond ? 1 : 2
print(c, type(of: c))

let f: Float = cond ? 3 : 4.5
print(f, type(of: f))

let n = 5
let d = n > 3 ? Double(n) : 0
print(d, type(of: d))

let e = n % 2 == 0 ? "even" : "odd"
print(e, type(of: e))

let g: Int? = cond ? nil : 4
print(g as Any, type(of: g))

let h = cond ? [1, 2] : [3.5]
print(h, type(of: h))

let k = (cond ? 10 : 20) / 4
print(k)
let m = (cond ? 10 : 20.0) / 4
print(m)
// expect: 1.0 Double
// expect: 2.5
// expect: 1 Int
// expect: 3.0 Float
// expect: 5.0 Double
// expect: odd String
// expect: nil Optional<Int>
// expect: [1.0, 2.0] Array<Double>
// expect: 2
// expect: 2.5
