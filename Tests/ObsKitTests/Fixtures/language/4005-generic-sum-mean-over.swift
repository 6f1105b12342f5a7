// Compiler test style: generic sum and mean over Numeric and FloatingPoint with literals
// known-gap: needs the compiler check (the types it gives); unchecked: line 4: expected "2.5 Double", got "2 Int"
func sum<T: Numeric>(_ xs: [T]) -> T {
    var total: T = 0
    for x in xs { total += x }
    return total
}

func mean<T: FloatingPoint>(_ xs: [T]) -> T {
    if xs.isEmpty { return 0 }
    return sum(xs) / T(xs.count)
}

let s1 = sum([1, 2, 3])
print(s1, type(of: s1))
let s2 = sum([1, 2.5])
print(s2, type(of: s2))
let s3 = sum([1, 2] as [Float])
print(s3, type(of: s3))

let m1 = mean([1, 2, 3, 4])
print(m1, type(of: m1))
let m2: Float = mean([2, 3])
print(m2)
let m3 = mean([] as [Double])
print(m3)

let u: [UInt16] = [100, 200]
print(sum(u), type(of: sum(u)))
print(mean([0.1, 0.2, 0.3]))
// expect: 6 Int
// expect: 3.5 Double
// expect: 3.0 Float
// expect: 2.5 Double
// expect: 2.5
// expect: 0.0
// expect: 300 UInt16
// expect: 0.20000000000000004
