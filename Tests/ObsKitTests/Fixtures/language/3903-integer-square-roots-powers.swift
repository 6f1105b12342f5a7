// Swift book style: integer square roots, powers and digit sums with while loops
func isqrt(_ n: Int) -> Int {
    if n < 2 { return n }
    var x = n
    var y = x / 2 + (x & 1)
    while y < x {
        x = y
        y = (x + n / x) / 2
    }
    return x
}
print([0, 1, 15, 16, 17, 99, 100, 1_000_000, Int.max].map(isqrt))

func power(_ base: Int, _ exp: Int) -> Int? {
    var result = 1
    var b = base
    var e = exp
    while e > 0 {
        if e & 1 == 1 {
            let (r, o) = result.multipliedReportingOverflow(by: b)
            if o { return nil }
            result = r
        }
        e >>= 1
        if e > 0 {
            let (sq, o) = b.multipliedReportingOverflow(by: b)
            if o { return nil }
            b = sq
        }
    }
    return result
}
print(power(2, 10) as Any, power(3, 39) as Any, power(3, 40) as Any, power(-2, 63) as Any)

func digitSum(_ n: Int) -> Int {
    var n = n.magnitude
    var sum: UInt = 0
    while n > 0 {
        sum += n % 10
        n /= 10
    }
    return Int(sum)
}
print(digitSum(12345), digitSum(-999), digitSum(Int.min))

func digitalRoot(_ n: Int) -> Int {
    var n = n
    while n >= 10 { n = digitSum(n) }
    return n
}
print((90...99).map(digitalRoot))
// expect: [0, 1, 3, 4, 4, 9, 10, 1000, 3037000499]
// expect: Optional(1024) Optional(4052555153018976267) nil Optional(-9223372036854775808)
// expect: 15 27 89
// expect: [9, 1, 2, 3, 4, 5, 6, 7, 8, 9]
