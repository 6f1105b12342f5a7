// FixedWidthInteger's words and dividingFullWidth, comparisons with NaN (all false but !=), and Double's and
// Float's binade and significandWidth; Double(exactly:) of sized integers.
// Expected output: swiftc 6.3.1 (Linux), run on this machine (tools/fixture-expect).
print(UInt64.max.words, Int8(-1).words, Array(Int16(-2).words), 5.words.count, UInt8(3).words[0])
print(UInt8(10).dividingFullWidth((high: 3, low: 7)), Int8(-10).dividingFullWidth((high: -1, low: 7)))
print(Int.max.dividingFullWidth((high: 0, low: 100)), UInt32(7).dividingFullWidth((high: 6, low: 0)))
let nan = Double.nan
print(nan < 1, nan > 1, nan <= 1, nan >= 1, nan == nan, nan != nan, 1 > nan, Float.nan > 0, Float.nan != 0)
print((2.0).binade, (10.0).binade, (-0.3).binade, (0.3).significandWidth, (1.0).significandWidth, Float(6.5).binade, Float(0.1).significandWidth)
print(Double(exactly: Int64.max) as Any, Double(exactly: UInt64(1) << 60) as Any, Float(exactly: UInt32(16_777_217)) as Any, Float(exactly: Int16(-300)) as Any)

// expect: Words(_value: 18446744073709551615) Words(_value: -1) [18446744073709551614] 1 3
// expect: (quotient: 77, remainder: 5) (quotient: 24, remainder: -9)
// expect: (quotient: 0, remainder: 100) (quotient: 3681400539, remainder: 3)
// expect: false false false false false true false false true
// expect: 2.0 8.0 -0.25 52 0 4.0 23
// expect: nil Optional(1.152921504606847e+18) nil Optional(-300.0)
