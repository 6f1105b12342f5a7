// Compiler test style: stride(from:to:by:) and stride(from:through:by:) including negative and floating strides
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 2, by: -4)))
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(Array(stride(from: 0, to: 3, by: -1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 1.0, to: 0.0, by: -0.5)))

let s = "abcdefghij"
let chars = Array(s)
let everyThird = stride(from: 0, to: chars.count, by: 3).map { chars[$0] }
print(String(everyThird))
var chunks: [String] = []
for start in stride(from: 0, to: chars.count, by: 4) {
    chunks.append(String(chars[start..<min(start + 4, chars.count)]))
}
print(chunks)
print(stride(from: 1, through: 100, by: 7).reduce(0, +))
print(stride(from: UInt8(250), through: 255, by: 2).map { $0 })
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 6, 2]
// expect: [] [5]
// expect: []
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [1.0, 0.5]
// expect: adgj
// expect: ["abcd", "efgh", "ij"]
// expect: 750
// expect: [250, 252, 254]
