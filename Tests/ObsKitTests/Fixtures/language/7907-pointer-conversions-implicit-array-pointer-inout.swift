// WWDC style (pointer conversions): implicit array-to-pointer and inout-to-pointer bridging
func sum(_ p: UnsafePointer<Int32>, _ n: Int) -> Int32 {
    var s: Int32 = 0
    for i in 0..<n { s += p[i] }
    return s
}
func fill(_ p: UnsafeMutablePointer<Int32>, _ n: Int, with v: Int32) {
    for i in 0..<n { p[i] = v + Int32(i) }
}
func byteCount(_ p: UnsafeRawPointer, _ n: Int) -> Int {
    var nonZero = 0
    for i in 0..<n where p.load(fromByteOffset: i, as: UInt8.self) != 0 { nonZero += 1 }
    return nonZero
}
let fixed: [Int32] = [1, 2, 3]
print("sum", sum(fixed, fixed.count))
var target = [Int32](repeating: 0, count: 4)
fill(&target, target.count, with: 100)
print(target)
var single: Int32 = 0
fill(&single, 1, with: 9)
print("single", single)
print("nonzero bytes", byteCount(target, target.count * 4))
func cLength(_ s: UnsafePointer<CChar>) -> Int {
    var n = 0
    while s[n] != 0 { n += 1 }
    return n
}
print("length", cLength("bridged string"))
// expect: sum 6
// expect: [100, 101, 102, 103]
// expect: single 9
// expect: nonzero bytes 4
// expect: length 14
