// Stack Overflow style (numeric generics): sum, average and literal inference with Numeric, BinaryInteger, FloatingPoint
// known-gap: needs the compiler check (the callee it chooses); unchecked: error: 5494-sum-average-literal-inference-numeric-binaryinteger.swift:35:7: error: no exact matches in call to 'average(_:)' with arguments of type (Array<Any>); candidates: average(_:), average(_:)
func sum<T: Numeric>(_ xs: [T]) -> T {
    xs.reduce(0, +)
}

func average<T: BinaryInteger>(_ xs: [T]) -> Double {
    guard !xs.isEmpty else { return 0 }
    return Double(xs.reduce(0, +)) / Double(xs.count)
}

func average<T: BinaryFloatingPoint>(_ xs: [T]) -> T {
    guard !xs.isEmpty else { return 0 }
    return xs.reduce(0, +) / T(xs.count)
}

func circleArea<T: FloatingPoint>(radius: T) -> T {
    T.pi * radius * radius
}

func hypot2<T: FloatingPoint>(_ a: T, _ b: T) -> T {
    (a * a + b * b).squareRoot()
}

func isEvenAll<T: BinaryInteger>(_ xs: [T]) -> Bool {
    xs.allSatisfy { $0 % 2 == 0 }
}

print(sum([1, 2, 3]))
print(sum([1.5, 2.25]))
let f: [Float] = [1, 2, 4]
print(sum(f))
print(average([1, 2, 3, 4]))
print(average([1.0, 2.0, 4.0]))
let noInts: [Int] = []
print(average(noInts))
print(circleArea(radius: 2.0))
print(circleArea(radius: Float(1)))
print(hypot2(3.0, 4.0))
let x: Double = 3
print(x / 2)
print(isEvenAll([2, 4, 6] as [UInt8]), isEvenAll([2, 3]))
print(type(of: sum([1, 2])), type(of: average([1, 2])))
print(sum([] as [Double]))

// expect: 6
// expect: 3.75
// expect: 7.0
// expect: 2.5
// expect: 2.3333333333333335
// expect: 0.0
// expect: 12.566370614359172
// expect: 3.1415925
// expect: 5.0
// expect: 1.5
// expect: true false
// expect: Int Double
// expect: 0.0
