// Check error: a map closure returns a String where the annotated result asks for Int elements
let prices = [3, 5, 8]
let labels: [Int] = prices.map { price in
    "$\(price)"
}
print(labels)
// expect-error: cannot convert value of type 'String' to closure result type 'Int'
