// Exercism style (Perfect Numbers): an enum classification from the aliquot sum, with a throwing classifier
enum Classification: String, CaseIterable {
    case perfect, abundant, deficient
}

enum ClassificationError: Error {
    case invalidInput
}

struct NumberClassifier {
    let number: Int

    var aliquotSum: Int {
        guard number > 1 else { return 0 }
        var sum = 1
        var d = 2
        while d * d <= number {
            if number % d == 0 {
                sum += d
                let pair = number / d
                if pair != d { sum += pair }
            }
            d += 1
        }
        return sum
    }

    func classification() throws -> Classification {
        guard number > 0 else { throw ClassificationError.invalidInput }
        let sum = aliquotSum
        if sum == number { return .perfect }
        return sum > number ? .abundant : .deficient
    }
}

for n in [6, 28, 33550336, 12, 30, 33550335, 2, 4, 32, 33550337, 1, 0, -1] {
    do {
        let kind = try NumberClassifier(number: n).classification()
        print("\(n) is \(kind)")
    } catch {
        print("\(n): \(error)")
    }
}
var tally: [Classification: Int] = [:]
for n in 1...100 {
    tally[try! NumberClassifier(number: n).classification(), default: 0] += 1
}
for kind in Classification.allCases {
    print("\(kind.rawValue) in 1...100: \(tally[kind] ?? 0)")
}

// expect: 6 is perfect
// expect: 28 is perfect
// expect: 33550336 is perfect
// expect: 12 is abundant
// expect: 30 is abundant
// expect: 33550335 is abundant
// expect: 2 is deficient
// expect: 4 is deficient
// expect: 32 is deficient
// expect: 33550337 is deficient
// expect: 1 is deficient
// expect: 0: invalidInput
// expect: -1: invalidInput
// expect: perfect in 1...100: 2
// expect: abundant in 1...100: 22
// expect: deficient in 1...100: 76
