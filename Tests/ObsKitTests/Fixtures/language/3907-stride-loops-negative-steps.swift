// Compiler test style: stride loops with negative steps and integer boundaries
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 2, by: -4)))
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(Array(stride(from: UInt8(250), through: 255, by: 2)))
print(Array(stride(from: Int8(-120), through: Int8.min, by: -3)))
print(Array(stride(from: Int8.max - 2, through: Int8.max, by: 1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))

var total = 0
for i in stride(from: 100, to: 0, by: -7) { total += i }
print("total \(total)")
let r = 1...10
print(r.reversed().filter { $0 % 3 == 0 }, r.count, (1..<1).isEmpty)
print((0..<5).map { $0 * $0 }, (-3...3).contains(0), (UInt8(0)...UInt8.max).count)
for i in (0..<3).reversed() {
    print("countdown \(i)")
}
let indices = Array(stride(from: 0, to: 20, by: 5).enumerated().map { $0.offset * $0.element })
print(indices)
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 6, 2]
// expect: [] [5]
// expect: [250, 252, 254]
// expect: [-120, -123, -126]
// expect: [125, 126, 127]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: total 765
// expect: [9, 6, 3] 10 true
// expect: [0, 1, 4, 9, 16] true 256
// expect: countdown 2
// expect: countdown 1
// expect: countdown 0
// expect: [0, 5, 20, 45]
