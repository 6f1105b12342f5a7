// Compiler test style: stride(from:to:by:) and stride(from:through:by:) over Double
print(Array(stride(from: 0.0, to: 1.0, by: 0.25)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)))
print(Array(stride(from: 0.0, to: 0.3, by: 0.1)))
print(Array(stride(from: 1.0, through: 0.0, by: -0.5)))
var total = 0.0
for x in stride(from: 0.1, through: 1.0, by: 0.1) { total += x }
print(total)
print(stride(from: 0.0, through: 1.0, by: 0.1).map { $0 }.count)
print(Array(stride(from: 2.0, to: 2.0, by: 1.0)))
let r = 0.5...2.5
print(r.contains(2.5), r.contains(2.51), (0.0..<1.0).contains(1.0))
print(r.clamped(to: 1.0...3.0))

// expect: [0.0, 0.25, 0.5, 0.75]
// expect: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: [0.0, 0.1, 0.2]
// expect: [0.0, 0.1, 0.2]
// expect: [1.0, 0.5, 0.0]
// expect: 5.500000000000001
// expect: 11
// expect: []
// expect: true false false
// expect: 1.0...2.5
