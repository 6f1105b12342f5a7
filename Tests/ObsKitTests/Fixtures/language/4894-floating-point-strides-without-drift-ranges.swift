// Compiler test style (test/stdlib/StrideTests.swift): floating-point strides without drift, ranges over strings and custom bounds
let tenths = Array(stride(from: 0.0, through: 1.0, by: 0.1))
print(tenths.count)
print(tenths)
print(tenths.last! == 1.0)

var manual: [Double] = []
var v = 0.0
while v <= 1.0 {
  manual.append(v)
  v += 0.1
}
print(manual.count, manual.last!)

print(Array(stride(from: 1.0, to: 0.0, by: -0.25)))
print(Array(stride(from: 0.0, to: 0.3, by: 0.1)))
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)))
print(Array(stride(from: 10.0, through: 10.0, by: 5.0)))
print(Array(stride(from: 10.0, through: 0.0, by: 5.0)))
print(Array(stride(from: Float(0), through: 1, by: 0.3)))

print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 5, to: -6, by: -5)), Array(stride(from: 5, through: -5, by: -5)))
print(Array(stride(from: UInt8(250), through: 255, by: 2)))
print(Array(stride(from: Int8(120), through: Int8.max, by: 5)))
print(stride(from: 0, to: 100, by: 7).underestimatedCount)

let s = stride(from: 3, to: 15, by: 4)
print(s.map { $0 }, s.reduce(0, +), s.contains(11), s.contains(12))

let letters = "a"..."e"
print(letters.contains("c"), letters.contains("cz"), letters.contains("f"), letters.contains("E"))
let half = "apple"..<"banana"
print(half.contains("avocado"), half.contains("banana"), half.contains("b"), half.isEmpty)

let dr = 0.0...1.0
print(dr.contains(0.5), dr.contains(1.0), dr.contains(.nan), dr.contains(-0.0))
print((0.0..<0.0).isEmpty, (1.5...1.5).isEmpty)
print(dr.clamped(to: 0.25...2.0), (0.0..<5.0).overlaps(5.0..<6.0), (0.0...5.0).overlaps(5.0...6.0))

struct Version: Comparable, CustomStringConvertible {
  var major: Int, minor: Int
  static func < (a: Version, b: Version) -> Bool {
    (a.major, a.minor) < (b.major, b.minor)
  }
  var description: String { "v\(major).\(minor)" }
}
let supported = Version(major: 1, minor: 2)...Version(major: 2, minor: 0)
for candidate in [Version(major: 1, minor: 0), Version(major: 1, minor: 9), Version(major: 2, minor: 0), Version(major: 2, minor: 1)] {
  print(candidate, supported.contains(candidate), supported ~= candidate)
}
print(supported)
print(supported.lowerBound, supported.upperBound)
let open = Version(major: 3, minor: 0)...
print(open.contains(Version(major: 9, minor: 9)), open.contains(Version(major: 2, minor: 9)))
let upTo = ..<Version(major: 1, minor: 0)
print(upTo.contains(Version(major: 0, minor: 99)), upTo.contains(Version(major: 1, minor: 0)))

func bucket(_ x: Double) -> String {
  switch x {
  case ..<0: return "negative"
  case 0..<0.5: return "low"
  case 0.5...1: return "high"
  case 1.0.nextUp...: return "over"
  default: return "nan?"
  }
}
print([-1, 0, 0.49, 0.5, 1, 1.0000001, .nan].map(bucket))
print(0.1 + 0.2, (0.1 + 0.2) == 0.3, 0.1 * 3)
print(Array(stride(from: 0.0, through: 0.5, by: 0.1)).map { $0 * 10 })

// expect: 11
// expect: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4, 0.5, 0.6000000000000001, 0.7000000000000001, 0.8, 0.9, 1.0]
// expect: true
// expect: 11 0.9999999999999999
// expect: [1.0, 0.75, 0.5, 0.25]
// expect: [0.0, 0.1, 0.2]
// expect: [0.0, 0.1, 0.2]
// expect: [10.0]
// expect: []
// expect: [0.0, 0.3, 0.6, 0.90000004]
// expect: [0, 3, 6, 9] [0, 3, 6, 9]
// expect: [5, 0, -5] [5, 0, -5]
// expect: [250, 252, 254]
// expect: [120, 125]
// expect: 15
// expect: [3, 7, 11] 21 true false
// expect: true true false false
// expect: true false true false
// expect: true true false true
// expect: true false
// expect: 0.25...1.0 false true
// expect: v1.0 false false
// expect: v1.9 true true
// expect: v2.0 true true
// expect: v2.1 false false
// expect: v1.2...v2.0
// expect: v1.2 v2.0
// expect: true false
// expect: true false
// expect: ["negative", "low", "low", "high", "high", "over", "nan?"]
// expect: 0.30000000000000004 false 0.30000000000000004
// expect: [0.0, 1.0, 2.0, 3.0000000000000004, 4.0, 5.0]
