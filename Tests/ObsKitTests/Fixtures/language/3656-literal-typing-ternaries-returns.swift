// Compiler test style: literal typing in ternaries, returns, and mixed arithmetic contexts
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 12: expected "2.5", got "2.0"
func scale(_ x: Float) -> Float { x * 2 }
func scale(_ x: Int) -> Int { x * 3 }

print(scale(2))
print(scale(2.0))
let big = true
print(scale(big ? 1 : 2))
print(scale(big ? 1.5 : 2))

func ratio(_ a: Int, _ b: Int) -> Double {
    if b == 0 { return 0 }
    return Double(a) / Double(b)
}
print(ratio(1, 4), ratio(3, 0))

let weights: [String: Double] = ["x": 1, "y": 0.5]
let total = weights.values.reduce(0, +)
print(total)

let xs: [Float] = [1, 2, 3]
let avg = xs.reduce(0, +) / Float(xs.count)
print(avg, type(of: avg))

let mixed: [Any] = [1, 2.0, Float(3), "4"]
print(mixed.map { "\(type(of: $0))" })

let i8: Int8 = 100
let u: UInt = 7
print(i8 + 27, u * 2, type(of: i8 + 27))
let shifted: UInt8 = 1 << 7
print(shifted)
let dd = 10 / 4
let df = 10 / 4.0
print(dd, df)
let cond: Double = big ? 10 / 4 : 0
print(cond)
let tuple: (Double, Int) = (1, 1)
print(tuple)
// expect: 6
// expect: 4.0
// expect: 3
// expect: 3.0
// expect: 0.25 0.0
// expect: 1.5
// expect: 2.0 Float
// expect: ["Int", "Double", "Float", "String"]
// expect: 127 14 Int8
// expect: 128
// expect: 2 2.5
// expect: 2.5
// expect: (1.0, 1)
