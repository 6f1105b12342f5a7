// Extensions: a subscript on Int returning a decimal digit, a mutating method on Int, and a nested enum added by extension.
// expected output: swiftc 6.3.1 (Linux), run on this machine
extension Int {
    subscript(digitFromRight index: Int) -> Int {
        var divisor = 1
        for _ in 0..<index { divisor *= 10 }
        return (self / divisor) % 10
    }

    mutating func halve() {
        self /= 2
    }

    enum Parity {
        case even, odd
    }

    var parity: Parity {
        self % 2 == 0 ? .even : .odd
    }

    var digitCount: Int { String(abs(self)).count }
}

let doorCode = 58_203
print(doorCode[digitFromRight: 0])
print(doorCode[digitFromRight: 1])
print(doorCode[digitFromRight: 3])
print(doorCode[digitFromRight: 4])
print(doorCode[digitFromRight: 6])
let n = 1984
print((0..<n.digitCount).map { n[digitFromRight: $0] })

var portions = 18
portions.halve()
print(portions)

for value in [-7, 0, 12] {
    switch value.parity {
    case .even: print(value, "splits evenly")
    case .odd: print(value, "leaves one over")
    }
}

// expect: 3
// expect: 0
// expect: 8
// expect: 5
// expect: 0
// expect: [4, 8, 9, 1]
// expect: 9
// expect: -7 leaves one over
// expect: 0 splits evenly
// expect: 12 splits evenly
