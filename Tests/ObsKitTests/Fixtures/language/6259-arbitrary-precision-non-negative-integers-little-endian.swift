// Textbook style (big numbers): arbitrary-precision non-negative integers as little-endian digit arrays with addition, multiplication, comparison and factorials
struct BigNumber: CustomStringConvertible, Comparable, ExpressibleByIntegerLiteral {
    private(set) var digits: [UInt8]

    init(_ text: String) {
        digits = text.reversed().compactMap { $0.wholeNumberValue.map(UInt8.init) }
        normalize()
    }

    init(integerLiteral value: Int) { self.init(String(value)) }

    private mutating func normalize() {
        while digits.count > 1 && digits.last == 0 { digits.removeLast() }
        if digits.isEmpty { digits = [0] }
    }

    var description: String { String(digits.reversed().map { Character(String($0)) }) }

    static func + (a: BigNumber, b: BigNumber) -> BigNumber {
        var result: [UInt8] = []
        var carry = 0
        for i in 0..<max(a.digits.count, b.digits.count) {
            let sum = Int(i < a.digits.count ? a.digits[i] : 0) + Int(i < b.digits.count ? b.digits[i] : 0) + carry
            result.append(UInt8(sum % 10))
            carry = sum / 10
        }
        if carry > 0 { result.append(UInt8(carry)) }
        var n = BigNumber("0"); n.digits = result; n.normalize()
        return n
    }

    static func * (a: BigNumber, b: BigNumber) -> BigNumber {
        var acc = [Int](repeating: 0, count: a.digits.count + b.digits.count)
        for (i, x) in a.digits.enumerated() {
            for (j, y) in b.digits.enumerated() { acc[i + j] += Int(x) * Int(y) }
        }
        for k in acc.indices.dropLast() { acc[k + 1] += acc[k] / 10; acc[k] %= 10 }
        var n = BigNumber("0"); n.digits = acc.map { UInt8($0) }; n.normalize()
        return n
    }

    static func < (a: BigNumber, b: BigNumber) -> Bool {
        if a.digits.count != b.digits.count { return a.digits.count < b.digits.count }
        for (x, y) in zip(a.digits.reversed(), b.digits.reversed()) where x != y { return x < y }
        return false
    }

    static func += (a: inout BigNumber, b: BigNumber) { a = a + b }
}

let x = BigNumber("99999999999999999999")
let y: BigNumber = 1
print(x + y, x + x, BigNumber("000123") + 0)
print(BigNumber("12345678901234567890") * BigNumber("98765432109876543210"))
var factorial: BigNumber = 1
for k in 1...30 { factorial = factorial * BigNumber(String(k)) }
print("30! =", factorial, factorial.digits.count, "digits")
var a: BigNumber = 0, b: BigNumber = 1
for _ in 0..<100 { let t = a + b; a = b; b = t }
print("fib(100) =", a)
print(x < x + y, BigNumber("500") < BigNumber("499"), [BigNumber("30"), 4, BigNumber("100")].sorted(), max(x, y))

// expect: 100000000000000000000 199999999999999999998 123
// expect: 1219326311370217952237463801111263526900
// expect: 30! = 265252859812191058636308480000000 33 digits
// expect: fib(100) = 354224848179261915075
// expect: true false [4, 30, 100] 99999999999999999999
