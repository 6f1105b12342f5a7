// Apple docs style (stride): stride(from:to:by:) and stride(from:through:by:)
for radians in stride(from: 0.0, to: .pi * 2, by: .pi / 2) {
    let degrees = Int(radians * 180 / .pi)
    print("Degrees: \(degrees), radians: \(radians)")
}

for countdown in stride(from: 3, to: 0, by: -1) {
    print("\(countdown)...")
}
print("Liftoff!")

print("to 10 by 3:", Array(stride(from: 0, to: 10, by: 3)))
print("through 9 by 3:", Array(stride(from: 0, through: 9, by: 3)))
print("to 9 by 3:", Array(stride(from: 0, to: 9, by: 3)))
print("through decreasing:", Array(stride(from: 10, through: 0, by: -5)))
print("empty stride:", Array(stride(from: 5, to: 0, by: 1)))

let fractions = stride(from: 0.0, through: 1.0, by: 0.25).map { $0 }
print("fractions:", fractions)

let tenths = Array(stride(from: 0.0, through: 0.5, by: 0.1))
print("tenths count:", tenths.count, "last:", tenths.last!)

let text = "abcdefghijklmnop"
let chars = Array(text)
let groups = stride(from: 0, to: chars.count, by: 5).map { String(chars[$0..<Swift.min($0 + 5, chars.count)]) }
print("groups of 5:", groups)

let every3rd = stride(from: 2, to: chars.count, by: 3).map { chars[$0] }
print("every third letter:", String(every3rd))

var table: [String] = []
for row in stride(from: 1, through: 9, by: 4) {
    let cols = stride(from: row, through: row * 4, by: row).map { String($0) }
    table.append(cols.joined(separator: " "))
}
print(table.joined(separator: " | "))

let reversedEvens = stride(from: 20, through: 0, by: -4).filter { $0 % 8 == 0 }
print("multiples of 8 descending:", reversedEvens)
let s = stride(from: 1, to: 100, by: 10)
print("underestimatedCount:", s.underestimatedCount, "contains 41:", s.contains(41), "sum:", s.reduce(0, +))
let pairs = zip(stride(from: 0, to: 6, by: 2), stride(from: 1, to: 6, by: 2)).map { "\($0)-\($1)" }
print("paired strides:", pairs)
print("stride of UInt8:", Array(stride(from: UInt8(250), through: 255, by: 2)))
// expect: Degrees: 0, radians: 0.0
// expect: Degrees: 90, radians: 1.5707963267948966
// expect: Degrees: 180, radians: 3.141592653589793
// expect: Degrees: 270, radians: 4.71238898038469
// expect: 3...
// expect: 2...
// expect: 1...
// expect: Liftoff!
// expect: to 10 by 3: [0, 3, 6, 9]
// expect: through 9 by 3: [0, 3, 6, 9]
// expect: to 9 by 3: [0, 3, 6]
// expect: through decreasing: [10, 5, 0]
// expect: empty stride: []
// expect: fractions: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: tenths count: 6 last: 0.5
// expect: groups of 5: ["abcde", "fghij", "klmno", "p"]
// expect: every third letter: cfilo
// expect: 1 2 3 4 | 5 10 15 20 | 9 18 27 36
// expect: multiples of 8 descending: [16, 8, 0]
// expect: underestimatedCount: 10 contains 41: true sum: 460
// expect: paired strides: ["0-1", "2-3", "4-5"]
// expect: stride of UInt8: [250, 252, 254]
