// Compiler test style: numericCast between integer types in generic contexts
func count<T: BinaryInteger>(_ x: T) -> Int {
    return numericCast(x)
}
func toU8<T: BinaryInteger>(_ x: T) -> UInt8 {
    return numericCast(x)
}
print(count(UInt8(200)))
print(count(Int16(-300)))
print(count(UInt32.max))
print(toU8(Int64(77)))
let arr = [10, 20, 30]
let idx: UInt = 2
print(arr[numericCast(idx)])
let n: Int32 = numericCast(arr.count)
print(n, type(of: n))
let big: UInt64 = numericCast(Int8(100))
print(big &* big)

// expect: 200
// expect: -300
// expect: 4294967295
// expect: 77
// expect: 30
// expect: 3 Int32
// expect: 10000
