// Blog style (generic sum): summing any BinaryInteger sequence with a generic function
func total<T: BinaryInteger>(_ values: [T]) -> T {
    var acc: T = 0
    for v in values { acc += v }
    return acc
}

func average<T: BinaryInteger>(_ values: [T]) -> Double {
    guard !values.isEmpty else { return 0 }
    return Double(total(values)) / Double(values.count)
}

let bytes: [UInt8] = [10, 20, 30, 40]
let shorts: [Int16] = [-5, 100, 250, -45]
let longs: [Int64] = [1_000_000_000_000, 2_000_000_000_000]

print("UInt8 total:", total(bytes))
print("Int16 total:", total(shorts))
print("Int64 total:", total(longs))
print("average bytes:", average(bytes))
print("average shorts:", average(shorts))
print("average empty:", average([Int]()))

func describe<T: BinaryInteger>(_ x: T) -> String {
    "\(x) signed=\(T.isSigned) width=\(x.bitWidth)"
}
print(describe(bytes[0]))
print(describe(shorts[0]))
print(describe(longs[1]))
print(describe(42))
// expect: UInt8 total: 100
// expect: Int16 total: 300
// expect: Int64 total: 3000000000000
// expect: average bytes: 25.0
// expect: average shorts: 75.0
// expect: average empty: 0.0
// expect: 10 signed=false width=8
// expect: -5 signed=true width=16
// expect: 2000000000000 signed=true width=64
// expect: 42 signed=true width=64
