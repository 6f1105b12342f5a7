// Compiler test style: generic pick function with a literal beside a typed argument
// known-gap: needs the compiler check (literal types); unchecked: line 1: expected "7.0 Double", got "7 Int"
func pick<T>(_ a: T, _ b: T, first: Bool) -> T {
    return first ? a : b
}

let someDouble = 4.75
let x = pick(7, someDouble, first: true)
print(x, type(of: x))

let y = pick(someDouble, 2, first: false)
print(y, type(of: y))

let someFloat: Float = 1.5
let z = pick(3, someFloat, first: true)
print(z, type(of: z))

let w = pick("a", "b", first: false)
print(w, type(of: w))

let v = pick(1, 2, first: true)
print(v, type(of: v))

let big: Int64 = 900
let t = pick(12, big, first: true)
print(t, type(of: t))

func pair<T>(_ a: T, _ b: T) -> [T] { [a, b] }
print(pair(1, 2.5))
print(type(of: pair(1, 2.5)))
print(pair(UInt8(7), 200))
// expect: 7.0 Double
// expect: 2.0 Double
// expect: 3.0 Float
// expect: b String
// expect: 1 Int
// expect: 12 Int64
// expect: [1.0, 2.5]
// expect: Array<Double>
// expect: [7, 200]
