// Compiler test style: integer strides with negative steps and empty results
print(Array(stride(from: 10, through: 0, by: -3)))
print(Array(stride(from: 10, to: 0, by: -3)))
print(Array(stride(from: 10, to: 1, by: -3)))
print(Array(stride(from: 10, through: 1, by: -3)))
print(Array(stride(from: 0, through: 10, by: -1)))
print(Array(stride(from: 5, through: 5, by: -1)), Array(stride(from: 5, to: 5, by: -1)))
print(Array(stride(from: Int8(120), through: Int8.max, by: 3)))
print(Array(stride(from: UInt8(250), through: 255, by: 2)))
print(Array(stride(from: -3, to: 4, by: 2)))
print(Array((1...10).reversed().prefix(3)))
for i in stride(from: 3, through: 1, by: -1) { print(i, terminator: " ") }
print()
print(stride(from: 100, to: 0, by: -7).reduce(0, +))

// expect: [10, 7, 4, 1]
// expect: [10, 7, 4, 1]
// expect: [10, 7, 4]
// expect: [10, 7, 4, 1]
// expect: []
// expect: [5] []
// expect: [120, 123, 126]
// expect: [250, 252, 254]
// expect: [-3, -1, 1, 3]
// expect: [10, 9, 8]
// expect: 3 2 1 
// expect: 765
