// Check error: a function declared to return Int returns a Double
func average(_ values: [Int]) -> Int {
    let sum = values.reduce(0, +)
    return Double(sum) / Double(values.count)
}

print(average([3, 4, 8]))
// expect-error: cannot convert return expression of type 'Double' to return type 'Int'
