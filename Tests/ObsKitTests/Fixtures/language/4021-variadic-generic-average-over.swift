// Compiler test style: variadic generic average over BinaryFloatingPoint with mixed literals
// known-gap: needs the compiler check (literal types); unchecked: error: 4021-variadic-generic-average-over.swift:4:30: error: not supported yet: the type 'T' stands for here is not known (ObsREPL checks no types; pass it, as in 'T.self', or give it by an argument of its type)
func average<T: BinaryFloatingPoint>(_ xs: T...) -> T {
    guard !xs.isEmpty else { return .nan }
    return xs.reduce(0, +) / T(xs.count)
}

let a = average(1, 2, 3.5)
print(a, type(of: a))
let b: Float = average(1, 2)
print(b)
print(average(10, 20).isNaN, (average() as Double).isNaN)

func integerAverage<T: BinaryInteger>(_ xs: T...) -> T {
    xs.reduce(0, +) / T(xs.count)
}
print(integerAverage(1, 2, 4))
print(integerAverage(UInt16(100), 51), type(of: integerAverage(UInt16(100), 51)))

func weighted<T: FloatingPoint>(_ pairs: (T, T)...) -> T {
    var num: T = 0, den: T = 0
    for (v, w) in pairs { num += v * w; den += w }
    return num / den
}
print(weighted((1, 1), (3, 3)))
print(weighted((Float(2), 1), (4, 1)))
let grades: [Double] = [90, 85.5, 77]
let gAvg = grades.reduce(0, +) / Double(grades.count)
print(gAvg, gAvg.rounded())
print((gAvg * 10).rounded() / 10)
// expect: 2.1666666666666665 Double
// expect: 1.5
// expect: false true
// expect: 2
// expect: 75 UInt16
// expect: 2.5
// expect: 3.0
// expect: 84.16666666666667 84.0
// expect: 84.2
