// Check error: returning a value from a function declared without a return type
func average(of numbers: [Double]) {
    guard !numbers.isEmpty else { return 0 }
    let sum = numbers.reduce(0, +)
    return sum / Double(numbers.count)
}

let grades = [3.5, 4.0, 2.7]
let result = average(of: grades)
print("Average: \(result)")
// expect-error: unexpected non-void return value in void function
