// Apple docs style (stride(from:to:by:) / stride(from:through:by:)): stepping through values
for radians in stride(from: 0.0, to: 1.0, by: 0.25) {
    print(radians)
}
for countdown in stride(from: 3, to: 0, by: -1) {
    print("\(countdown)...")
}
print(Array(stride(from: 0, through: 10, by: 5)))
print(Array(stride(from: 0, to: 10, by: 5)))
print(Array(stride(from: 10, through: 0, by: -4)))
print(Array(stride(from: 0, to: 0, by: 1)).isEmpty)

// Chunking an array with stride
let items = Array(1...10)
let chunkSize = 4
let chunks = stride(from: 0, to: items.count, by: chunkSize).map {
    Array(items[$0..<min($0 + chunkSize, items.count)])
}
print(chunks)

// Every other element
let letters = Array("abcdefg")
print(String(stride(from: 0, to: letters.count, by: 2).map { letters[$0] }))

// A multiplication table row by row
for row in stride(from: 2, through: 6, by: 2) {
    let cells = stride(from: row, through: row * 5, by: row).map { String($0) }
    print(cells.joined(separator: " | "))
}

// Floating point strides with through include the endpoint
let ticks = Array(stride(from: 0.0, through: 1.0, by: 0.5))
print(ticks, ticks.count)

// Grid coordinates
struct Point: CustomStringConvertible {
    let x: Int, y: Int
    var description: String { "(\(x),\(y))" }
}
var grid: [Point] = []
for y in stride(from: 0, to: 30, by: 15) {
    for x in stride(from: 0, through: 20, by: 10) {
        grid.append(Point(x: x, y: y))
    }
}
print(grid)

// Sum of multiples using stride
let sumOf3s = stride(from: 3, to: 100, by: 3).reduce(0, +)
print("sum of multiples of 3 below 100:", sumOf3s)

// expect: 0.0
// expect: 0.25
// expect: 0.5
// expect: 0.75
// expect: 3...
// expect: 2...
// expect: 1...
// expect: [0, 5, 10]
// expect: [0, 5]
// expect: [10, 6, 2]
// expect: true
// expect: [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10]]
// expect: aceg
// expect: 2 | 4 | 6 | 8 | 10
// expect: 4 | 8 | 12 | 16 | 20
// expect: 6 | 12 | 18 | 24 | 30
// expect: [0.0, 0.5, 1.0] 3
// expect: [(0,0), (10,0), (20,0), (0,15), (10,15), (20,15)]
// expect: sum of multiples of 3 below 100: 1683
