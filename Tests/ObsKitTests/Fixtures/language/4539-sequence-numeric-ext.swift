// Swift book style: extensions on Sequence and Collection constrained to Numeric, FloatingPoint and Comparable elements
// known-gap: line 11: expected "15 120 5.5", got "15 120 5"
extension Sequence where Element: Numeric {
    var total: Element { reduce(0, +) }
    var product: Element { reduce(1, *) }
}

extension Collection where Element: BinaryFloatingPoint {
    var average: Element? { isEmpty ? nil : total / Element(count) }

    var variance: Element? {
        guard let avg = average else { return nil }
        return map { ($0 - avg) * ($0 - avg) }.total / Element(count)
    }
}

extension Collection where Element: BinaryInteger {
    var average: Double? { isEmpty ? nil : Double(Int(total)) / Double(count) }
}

extension Collection where Element: Comparable {
    var median: Element? {
        guard !isEmpty else { return nil }
        let s = sorted()
        return s[(s.count - 1) / 2]
    }

    var isSortedAscending: Bool {
        zip(self, dropFirst()).allSatisfy { $0 <= $1 }
    }
}

extension Array where Element: SignedNumeric & Comparable {
    var absolutes: [Element] { map { $0 < 0 ? -$0 : $0 } }
    var differences: [Element] { zip(dropFirst(), self).map { $0 - $1 } }
}

let ints = [3, 1, 4, 1, 5, 9, 2, 6]
print(ints.total, ints.product)
print(ints.average!)
print(ints.median!)
print(ints.isSortedAscending, ints.sorted().isSortedAscending)
print(ints.differences)
print(ints.differences.absolutes)

let doubles = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]
print(doubles.total, doubles.product)
print(doubles.average!, doubles.variance!)
print(doubles.median!)

let floats: [Float] = [0.5, 1.5, 2.5]
print(floats.average!, floats.variance!)

print((1...5).total, (1...5).product, (1...10).average!)
print(Set([1, 2, 3]).total)
print([UInt8]().average as Any, [Double]().average as Any, [String]().median as Any)
print(["kiwi", "apple", "fig"].median!, ["a", "b", "c"].isSortedAscending)
print([Int8(-3), 4, -5].absolutes, [0.5, -1.5].absolutes)
print(stride(from: 1, through: 9, by: 2).total, [1.1, 2.2].total)
print(ints.lazy.filter { $0 % 2 == 0 }.total)
print(ints.map { Double($0) }.average!, ints.prefix(3).median!)
// expect: 31 6480
// expect: 3.875
// expect: 3
// expect: false true
// expect: [-2, 3, -3, 4, 4, -7, 4]
// expect: [2, 3, 3, 4, 4, 7, 4]
// expect: 40.0 201600.0
// expect: 5.0 4.0
// expect: 4.0
// expect: 1.5 0.6666667
// expect: 15 120 5.5
// expect: 6
// expect: nil nil nil
// expect: fig true
// expect: [3, 4, 5] [0.5, 1.5]
// expect: 25 3.3000000000000003
// expect: 12
// expect: 3.875 3
