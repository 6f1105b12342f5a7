// Blog style (digit sum): digits, digit sums and digital roots over BinaryInteger
func digits<T: BinaryInteger>(_ n: T, base: T = 10) -> [T] {
    var x = n < 0 ? 0 - n : n
    if x == 0 { return [0] }
    var out: [T] = []
    while x > 0 {
        out.append(x % base)
        x /= base
    }
    return out.reversed()
}
func digitSum<T: BinaryInteger>(_ n: T) -> T { digits(n).reduce(0, +) }
func digitalRoot(_ n: Int) -> Int {
    var x = n
    while x >= 10 { x = digitSum(x) }
    return x
}
print(digits(12345))
print(digits(0))
print(digits(-907))
print(digits(UInt8(255), base: 2))
print(digits(Int64(255), base: 16))
print(digitSum(9999), digitSum(UInt64.max))
print([0, 9, 38, 123456789, 999_999_999_999].map(digitalRoot))
let armstrong = (100..<1000).filter { n in
    digits(n).map { $0 * $0 * $0 }.reduce(0, +) == n
}
print(armstrong)
// expect: [1, 2, 3, 4, 5]
// expect: [0]
// expect: [9, 0, 7]
// expect: [1, 1, 1, 1, 1, 1, 1, 1]
// expect: [15, 15]
// expect: 36 87
// expect: [0, 9, 2, 9, 9]
// expect: [153, 370, 371, 407]
