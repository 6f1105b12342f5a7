// objc.io style (Numeric sequences): sum and average over Numeric and BinaryFloatingPoint elements
// known-gap: line 7: expected "0.0", got "0"
extension Sequence where Element: Numeric {
    func sum() -> Element {
        reduce(0, +)
    }

    func product() -> Element {
        reduce(1, *)
    }
}

extension Collection where Element: BinaryFloatingPoint {
    func average() -> Element? {
        guard !isEmpty else { return nil }
        return reduce(0, +) / Element(count)
    }
}

extension Collection where Element: BinaryInteger {
    func average() -> Double? {
        guard !isEmpty else { return nil }
        return Double(Int(reduce(0, +))) / Double(count)
    }
}

let ints = [4, 8, 15, 16, 23, 42]
print(ints.sum(), ints.product())
print(ints.average() ?? -1)
print((1...10).sum(), (1...5).product())

let prices: [Double] = [2.5, 3.75, 1.25]
print(prices.sum())
if let avg = prices.average() {
    print("average price:", avg)
}
let empty: [Double] = []
print(empty.average() as Any)
print(empty.sum())

let floats: [Float] = [1.5, 2.5]
print(floats.average()!)
let bytes: [UInt8] = [10, 20, 30]
print(bytes.sum(), bytes.average()!)

let scores = ["ann": 90, "bob": 72, "cat": 85]
print(scores.values.sum())
print(scores.values.average().map { ($0 * 100).rounded() / 100 }!)

// expect: 108 7418880
// expect: 18.0
// expect: 55 120
// expect: 7.5
// expect: average price: 2.5
// expect: nil
// expect: 0.0
// expect: 2.0
// expect: 60 20.0
// expect: 247
// expect: 82.33
