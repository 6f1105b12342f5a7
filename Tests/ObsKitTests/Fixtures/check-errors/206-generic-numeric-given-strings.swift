// Check error: a generic function constrained to Numeric called with Strings
func total<T: Numeric>(_ values: [T]) -> T {
    var sum: T = 0
    for value in values {
        sum += value
    }
    return sum
}

let prices = [4.5, 2.25, 10.0]
print("Total price: \(total(prices))")

let quantities = ["3", "7", "1"]
print("Total quantity: \(total(quantities))")
// expect-error: global function 'total' requires that 'String' conform to 'Numeric'
