// Compiler test style (stdlib): stride(from:to:by:)/stride(from:through:by:) with Int, Double, negative steps, empty strides
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(Array(stride(from: 0, to: 5, by: -1)), Array(stride(from: 0, through: -3, by: 1)))

for value in stride(from: 0.0, through: 1.0, by: 0.25) {
    print(value, terminator: " ")
}
print()
print(Array(stride(from: 1.0, to: 0.0, by: -0.3)))
print(stride(from: 0.0, through: 0.3, by: 0.1).map { $0 }.count)

let countdown = stride(from: 3, through: 1, by: -1).map { "T-\($0)" }
print(countdown.joined(separator: " "))

var total = 0
for step in stride(from: 100, to: 0, by: -25) {
    total += step
}
print("total:", total)

let strideSeq = stride(from: 2, to: 20, by: 5)
print(strideSeq.contains(12), strideSeq.contains(13), strideSeq.underestimatedCount >= 0)
print(strideSeq.reversed(), strideSeq.map { $0 * $0 })

let columns = 4
let cells = Array(1...10)
for rowStart in stride(from: 0, to: cells.count, by: columns) {
    let row = cells[rowStart..<min(rowStart + columns, cells.count)]
    print(row.map(String.init).joined(separator: "\t"))
}
print(Array(stride(from: UInt8(250), to: 255, by: 2)))
print(Array(stride(from: Int8.max - 2, through: Int8.max, by: 1)))

// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 5, 0]
// expect: [] [5]
// expect: [] []
// expect: 0.0 0.25 0.5 0.75 1.0 
// expect: [1.0, 0.7, 0.4, 0.10000000000000003]
// expect: 3
// expect: T-3 T-2 T-1
// expect: total: 250
// expect: true false true
// expect: [17, 12, 7, 2] [4, 49, 144, 289]
// expect: 1	2	3	4
// expect: 5	6	7	8
// expect: 9	10
// expect: [250, 252, 254]
// expect: [125, 126, 127]
