// map, filter and reduce over an array, the everyday collection pipeline.
let values = Array(0..<300_000)
let squares = values.map { $0 * $0 }
let even = squares.filter { $0 % 2 == 0 }
let total = even.reduce(0) { $0 + $1 % 1000 }
print(even.count, total)
