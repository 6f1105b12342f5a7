// Extensions: a subscript on Int returning a decimal digit, a mutating method on Int, and a nested enum added by extension.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    subscript(digit index: Int) -> Int {
        var base = 1
        for _ in 0..<index { base *= 10 }
        return (self / base) % 10
    }

    mutating func double() {
        self *= 2
    }

    enum Sign {
        case negative, zero, positive
    }

    var sign: Sign {
        switch self {
        case 0: return .zero
        case let x where x > 0: return .positive
        default: return .negative
        }
    }

    var digitCount: Int { String(abs(self)).count }
}

print(746381295[digit: 0])
print(746381295[digit: 1])
print(746381295[digit: 2])
print(746381295[digit: 8])
print(746381295[digit: 9])
let n = 2024
print((0..<n.digitCount).map { n[digit: $0] })

var x = 21
x.double()
print(x)

for value in [-7, 0, 13] {
    switch value.sign {
    case .negative: print(value, "is negative")
    case .zero: print(value, "is zero")
    case .positive: print(value, "is positive")
    }
}

// expect: 5
// expect: 9
// expect: 2
// expect: 7
// expect: 0
// expect: [4, 2, 0, 2]
// expect: 42
// expect: -7 is negative
// expect: 0 is zero
// expect: 13 is positive
