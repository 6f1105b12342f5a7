// Compiler test style: closures returning literals where context expects Double
let half: (Int) -> Double = { n in
    if n == 0 { return 0 }
    return Double(n) / 2
}
print(half(0), half(5))

let makeOne: () -> Double = { 1 }
print(makeOne(), type(of: makeOne()))

let values = [1, 2, 3].map { _ -> Double in 7 }
print(values, type(of: values))

let scaled: [Double] = [1, 2, 3].map { Double($0) * 1.5 }
print(scaled)

func apply(_ f: () -> Float) -> Float { f() }
print(apply { 2 })
print(type(of: apply { 3 }))

let inferred = { 42 }
print(type(of: inferred()))
let inferred2 = { 4.2 }
print(type(of: inferred2()))

let lazyValues = (1...3).map { $0 == 2 ? 0.5 : 1 }
print(lazyValues, type(of: lazyValues))

let strs: [String] = [1, 2].map { _ in "x" }
print(strs)
// expect: 0.0 2.5
// expect: 1.0 Double
// expect: [7.0, 7.0, 7.0] Array<Double>
// expect: [1.5, 3.0, 4.5]
// expect: 2.0
// expect: Float
// expect: Int
// expect: Double
// expect: [1.0, 0.5, 1.0] Array<Double>
// expect: ["x", "x"]
