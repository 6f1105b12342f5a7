// Compiler test style: print formatting of numbers, characters, ranges, tuples and nested optionals
let third = 1.0 / 3.0
let twoThirds = 2.0 / 3.0
let seventh = 100.0 / 7.0
let smallest = 5e-324
let largest = 1.7976931348623157e308
let floatTenth = Float(0.1)
let widened = Double(floatTenth)
let nested: Int?? = .some(nil)
let deep: Int?? = 4
let sparse: [String: Int?] = ["x": nil]
let emptyArray = [String]()
let emptyDict = [Int: Int]()
let emptySet = Set<Int>()
let letter = Character("é")
let scalar = Unicode.Scalar(66)!

print(1.0, 0.1, 2.5e-7, 1e20, 123456789.0, -0.0)
print(floatTenth, Float(3), widened)
print(Int8.min, UInt8.max, Int64.max, UInt.max)
print(third, twoThirds, seventh)
print(Double.infinity, -Double.infinity, Double.nan)
print(smallest, largest)
print(letter, "tab\there", "quote\"s")
print(1...3, 0..<0, ..<5, 2...)
print((1, "a"), (x: 1, y: 2.0), ())
print(nested as Any, deep as Any)
print([Optional(1), nil], [1: [2, 3]])
print("a", "b", "c", separator: "")
print("no newline", terminator: "|")
print("next")
print()
print(emptyArray, emptyDict, emptySet)
print(sparse)
print(Substring("sub"), "sub".dropFirst(), Array("hey"))
print(UInt8(ascii: "A"), scalar, "\u{1F600}".unicodeScalars.count)
// expect: 1.0 0.1 2.5e-07 1e+20 123456789.0 -0.0
// expect: 0.1 3.0 0.10000000149011612
// expect: -128 255 9223372036854775807 18446744073709551615
// expect: 0.3333333333333333 0.6666666666666666 14.285714285714286
// expect: inf -inf nan
// expect: 5e-324 1.7976931348623157e+308
// expect: é tab	here quote"s
// expect: 1...3 0..<0 PartialRangeUpTo<Int>(upperBound: 5) PartialRangeFrom<Int>(lowerBound: 2)
// expect: (1, "a") (x: 1, y: 2.0) ()
// expect: Optional(nil) Optional(Optional(4))
// expect: [Optional(1), nil] [1: [2, 3]]
// expect: abc
// expect: no newline|next
// expect:
// expect: [] [:] []
// expect: ["x": nil]
// expect: sub ub ["h", "e", "y"]
// expect: 65 B 1
