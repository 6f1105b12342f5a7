// Exercism style (Nth Prime): a throwing nth-prime finder with a lazy filter over the integers
enum PrimeError: Error {
    case noZerothPrime
}

extension Int {
    var isPrime: Bool {
        guard self >= 2 else { return false }
        guard self >= 4 else { return true }
        if self % 2 == 0 { return false }
        var d = 3
        while d * d <= self {
            if self % d == 0 { return false }
            d += 2
        }
        return true
    }
}

struct NthPrime {
    static func nth(_ n: Int) throws -> Int {
        guard n > 0 else { throw PrimeError.noZerothPrime }
        var count = 0
        for candidate in 2... where candidate.isPrime {
            count += 1
            if count == n { return candidate }
        }
        fatalError("unreachable")
    }
}

for n in [1, 2, 3, 6, 10, 100, 1000, 10001, 0] {
    do {
        print("prime #\(n) = \(try NthPrime.nth(n))")
    } catch {
        print("prime #\(n): \(error)")
    }
}
let firstTen = (1...).lazy.filter(\.isPrime).prefix(10)
print(Array(firstTen))

// expect: prime #1 = 2
// expect: prime #2 = 3
// expect: prime #3 = 5
// expect: prime #6 = 13
// expect: prime #10 = 29
// expect: prime #100 = 541
// expect: prime #1000 = 7919
// expect: prime #10001 = 104743
// expect: prime #0: noZerothPrime
// expect: [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
