// Exercism style (Grains): UInt64 powers of two per square, a throwing square lookup and the total reaching UInt64.max
enum GrainsError: Error, Equatable {
    case inputTooLow(String)
    case inputTooHigh(String)
}

struct Grains {
    static func square(_ num: Int) throws -> UInt64 {
        switch num {
        case ..<1: throw GrainsError.inputTooLow("Input[\(num)] invalid. Input should be between 1 and 64 (inclusive)")
        case 65...: throw GrainsError.inputTooHigh("Input[\(num)] invalid. Input should be between 1 and 64 (inclusive)")
        default: return 1 << UInt64(num - 1)
        }
    }

    static var total: UInt64 {
        (1...64).reduce(UInt64(0)) { $0 + (try! square($1)) }
    }
}

for n in [1, 2, 3, 4, 16, 32, 63, 64, 0, -1, 65] {
    do {
        let grains = try Grains.square(n)
        print("square \(n): \(grains)")
    } catch GrainsError.inputTooLow(let message) {
        print("too low:", message)
    } catch GrainsError.inputTooHigh(let message) {
        print("too high:", message)
    } catch {
        print("unexpected")
    }
}
print("total:", Grains.total)
print("total == UInt64.max:", Grains.total == UInt64.max)
print("hex:", String(Grains.total, radix: 16, uppercase: true))
let (sum, overflow) = Grains.total.addingReportingOverflow(1)
print("total + 1 = \(sum), overflow: \(overflow)")
print("bits in square 40:", (try? Grains.square(40))?.nonzeroBitCount ?? -1, "trailing zeros:", (try! Grains.square(40)).trailingZeroBitCount)

// expect: square 1: 1
// expect: square 2: 2
// expect: square 3: 4
// expect: square 4: 8
// expect: square 16: 32768
// expect: square 32: 2147483648
// expect: square 63: 4611686018427387904
// expect: square 64: 9223372036854775808
// expect: too low: Input[0] invalid. Input should be between 1 and 64 (inclusive)
// expect: too low: Input[-1] invalid. Input should be between 1 and 64 (inclusive)
// expect: too high: Input[65] invalid. Input should be between 1 and 64 (inclusive)
// expect: total: 18446744073709551615
// expect: total == UInt64.max: true
// expect: hex: FFFFFFFFFFFFFFFF
// expect: total + 1 = 0, overflow: true
// expect: bits in square 40: 1 trailing zeros: 39
