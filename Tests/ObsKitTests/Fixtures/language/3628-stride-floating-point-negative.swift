// Swift book style: stride with floating point and negative steps
let points = Array(stride(from: 0.0, through: 1.0, by: 0.1))
print(points.count)
print(points.last!, points[3], points[7])
var accumulated = 0.0
var accs: [Double] = []
while accumulated <= 1.0 { accs.append(accumulated); accumulated += 0.1 }
print(accs.count, accs.last!)
print(Array(stride(from: 1.0, to: 0.0, by: -0.25)))
print(Array(stride(from: 2.0, through: -2.0, by: -1.5)))
print(Array(stride(from: 0, to: -10, by: -3)), Array(stride(from: 0, through: -9, by: -3)))
print(Array(stride(from: 10, to: 0, by: 2)), Array(stride(from: 0, through: 0, by: 5)))
print(Array(stride(from: Float(0), to: 1, by: 0.3)))
print(Array(stride(from: UInt8(250), through: 255, by: 2)))
print(Array(stride(from: Int8(-128), through: 127, by: 85)))
let s = stride(from: 3, to: 20, by: 4)
print(s.underestimatedCount, s.map { $0 }.count, s.contains(11), s.contains(12))
print(s.reversed(), s.reduce(0, +))
for (i, x) in stride(from: 100, to: 0, by: -40).enumerated() { print(i, x) }
let dates = stride(from: 1, through: 31, by: 7).map { "Jan \($0)" }
print(dates.joined(separator: ", "))
print(Array(stride(from: 0.5, through: 2.0, by: 0.5)).map { $0 * $0 })

// expect: 11
// expect: 1.0 0.30000000000000004 0.7000000000000001
// expect: 11 0.9999999999999999
// expect: [1.0, 0.75, 0.5, 0.25]
// expect: [2.0, 0.5, -1.0]
// expect: [0, -3, -6, -9] [0, -3, -6, -9]
// expect: [] [0]
// expect: [0.0, 0.3, 0.6, 0.90000004]
// expect: [250, 252, 254]
// expect: [-128, -43, 42, 127]
// expect: 5 5 true false
// expect: [19, 15, 11, 7, 3] 55
// expect: 0 100
// expect: 1 60
// expect: 2 20
// expect: Jan 1, Jan 8, Jan 15, Jan 22, Jan 29
// expect: [0.25, 1.0, 2.25, 4.0]
