// Standard library API style (stride): stride(from:to:by:) and stride(from:through:by:) with negative, floating and non-dividing steps
print("to by 3:", Array(stride(from: 0, to: 10, by: 3)))
print("through by 3:", Array(stride(from: 0, through: 9, by: 3)))
print("through not hit:", Array(stride(from: 0, through: 10, by: 3)))
print("negative to:", Array(stride(from: 10, to: 0, by: -3)))
print("negative through:", Array(stride(from: 10, through: 1, by: -3)))
print("negative through hit:", Array(stride(from: 9, through: 0, by: -3)))
print("wrong direction:", Array(stride(from: 0, to: 10, by: -1)), Array(stride(from: 10, through: 0, by: 2)))
print("empty to:", Array(stride(from: 5, to: 5, by: 1)), "single through:", Array(stride(from: 5, through: 5, by: 1)))
print("double to:", Array(stride(from: 0.0, to: 1.0, by: 0.25)))
print("double through:", Array(stride(from: 0.0, through: 1.0, by: 0.25)))
print("double tenth count:", Array(stride(from: 0.0, through: 1.0, by: 0.1)).count)
print("double tenth last:", Array(stride(from: 0.0, through: 1.0, by: 0.1)).last!)
print("double tenths:", Array(stride(from: 0.0, to: 0.5, by: 0.1)))
print("double negative:", Array(stride(from: 1.0, through: -1.0, by: -0.5)))
print("float step:", Array(stride(from: Float(0), through: 1, by: 0.3)))
print("UInt8 stride:", Array(stride(from: UInt8(250), through: 255, by: 2)))
print("Int8 negative:", Array(stride(from: Int8(-120), through: -128, by: -4)))
print("big step:", Array(stride(from: 0, to: 100, by: 1000)))
var total = 0
for i in stride(from: 1, through: 99, by: 2) { total += i }
print("odd sum:", total)
let s = stride(from: 0, to: 20, by: 5)
print("stride reuse:", s.map { $0 }, s.reduce(0, +), s.contains(15), s.contains(20))
print("underestimatedCount:", s.underestimatedCount)
print("zip strides:", zip(stride(from: 0, to: 6, by: 2), stride(from: 10, through: 0, by: -5)).map { "\($0),\($1)" })
print("lazy map:", Array(stride(from: 1, to: 6, by: 2).lazy.map { $0 * 10 }))
print("chars by stride:", stride(from: 0, to: 8, by: 2).map { Array("abcdefgh")[$0] })
print("reversed stride:", Array(stride(from: 0, to: 9, by: 4).reversed()))
print("type:", type(of: stride(from: 0, to: 3, by: 1)), type(of: stride(from: 0.0, through: 3, by: 1)))
print("description:", stride(from: 1, to: 3, by: 1))

// expect: to by 3: [0, 3, 6, 9]
// expect: through by 3: [0, 3, 6, 9]
// expect: through not hit: [0, 3, 6, 9]
// expect: negative to: [10, 7, 4, 1]
// expect: negative through: [10, 7, 4, 1]
// expect: negative through hit: [9, 6, 3, 0]
// expect: wrong direction: [] []
// expect: empty to: [] single through: [5]
// expect: double to: [0.0, 0.25, 0.5, 0.75]
// expect: double through: [0.0, 0.25, 0.5, 0.75, 1.0]
// expect: double tenth count: 11
// expect: double tenth last: 1.0
// expect: double tenths: [0.0, 0.1, 0.2, 0.30000000000000004, 0.4]
// expect: double negative: [1.0, 0.5, 0.0, -0.5, -1.0]
// expect: float step: [0.0, 0.3, 0.6, 0.90000004]
// expect: UInt8 stride: [250, 252, 254]
// expect: Int8 negative: [-120, -124, -128]
// expect: big step: [0]
// expect: odd sum: 2500
// expect: stride reuse: [0, 5, 10, 15] 30 true false
// expect: underestimatedCount: 4
// expect: zip strides: ["0,10", "2,5", "4,0"]
// expect: lazy map: [10, 30, 50]
// expect: chars by stride: ["a", "c", "e", "g"]
// expect: reversed stride: [8, 4, 0]
// expect: type: StrideTo<Int> StrideThrough<Double>
// expect: description: Swift.StrideTo<Swift.Int>
