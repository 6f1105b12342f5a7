// Stack Overflow style (stride edge cases): to vs through, negative steps, empty strides and floating-point accumulation
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 0, through: 10, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 0, by: -5)))
print(Array(stride(from: 0, to: 5, by: -1)))
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)))
print(Array(stride(from: 0.0, to: 1.0, by: 0.1)).count)
print(Array(stride(from: 1.0, through: 0.0, by: -0.5)))
print(Array(stride(from: 0, to: 20, by: 7)).reversed().map { $0 })
print(stride(from: 1, through: 100, by: 10).reduce(0, +))

for i in stride(from: 3, through: 1, by: -1) {
    print("countdown", i)
}
print(Array((0..<10).reversed()).prefix(3), Array((1...4).reversed()))
print(Array(0..<0), (0..<0).isEmpty, (3...3).count)
print(Array(stride(from: UInt8(250), through: 255, by: 2)))
print(Array(stride(from: -3, to: 3, by: 2)))
let chars = Array("abcdefg")
print(stride(from: 0, to: chars.count, by: 2).map { chars[$0] })
print(Array(stride(from: Int8(120), through: Int8.max, by: 5)))

// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 5, 0]
// expect: []
// expect: [] [5]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [0.0, 0.1, 0.2]
// expect: 10
// expect: [1.0, 0.5, 0.0]
// expect: [14, 7, 0]
// expect: 460
// expect: countdown 3
// expect: countdown 2
// expect: countdown 1
// expect: [9, 8, 7] [4, 3, 2, 1]
// expect: [] true 1
// expect: [250, 252, 254]
// expect: [-3, -1, 1]
// expect: ["a", "c", "e", "g"]
// expect: [120, 125]
