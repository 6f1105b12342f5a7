// Check error: destructuring a three-element tuple into two names
func minMaxAverage(_ values: [Int]) -> (Int, Int, Double) {
    let low = values.min() ?? 0
    let high = values.max() ?? 0
    let average = Double(values.reduce(0, +)) / Double(max(values.count, 1))
    return (low, high, average)
}

let scores = [72, 95, 88, 61]
let (lowest, highest) = minMaxAverage(scores)
print("Lowest: \(lowest), highest: \(highest)")
// expect-error: '(Int, Int, Double)' is not convertible to '(Int, Int)', tuples have a different number of elements
