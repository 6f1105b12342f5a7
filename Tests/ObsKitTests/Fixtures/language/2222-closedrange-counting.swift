// Compiler test style (stdlib): ClosedRange/Range of Character and Unicode.Scalar, reversed ranges, counting, ranges as collections
// known-gap: error: 2222-closedrange-counting.swift:3:16: error: no exact matches in call to initializer 'ClosedRange(uncheckedBounds:)' with an argument of type '(String, String)'
let alphabet = ClosedRange<Unicode.Scalar>(uncheckedBounds: ("a", "z"))
print(alphabet.contains("m"), alphabet.contains("M"), alphabet)
let scalarRange: ClosedRange<Unicode.Scalar> = "A"..."F"
print(scalarRange.lowerBound.value, scalarRange.upperBound.value)
let letters = (scalarRange.lowerBound.value...scalarRange.upperBound.value).compactMap(Unicode.Scalar.init)
print(String(String.UnicodeScalarView(letters)))

let grades: ClosedRange<Character> = "A"..."D"
print(grades.contains("B"), grades.contains("E"), grades.contains("a"))

let descending = (1...5).reversed()
print(Array(descending), descending.first!, descending.count)
for index in (0..<3).reversed() { print("index", index, terminator: " ") }
print()

let empty = 10..<10
print(empty.isEmpty, empty.count, Array(empty), empty.first as Any)

let offsets = -3...3
print(offsets.count, offsets.map { $0 * $0 }, offsets.filter { $0 < 0 }.count)
print(offsets.firstIndex(of: 0).map { offsets.distance(from: offsets.startIndex, to: $0) } as Any)
print(offsets.contains(0), offsets.allSatisfy { abs($0) <= 3 }, offsets.sorted(by: >).prefix(2))

let huge = 0..<Int.max
print(huge.count, huge.contains(Int.max - 1), huge.last!)
let full = Int8.min...Int8.max
print(full.count, full.lowerBound, full.upperBound)

let r1 = 1..<10
let r2 = 5...15
print(r1.clamped(to: 5..<16), r2.clamped(to: 0...7))
print(r1 ~= 9, r2 ~= 16, (r1.lowerBound...r2.upperBound).count)
print(Array(Array(0...20).split(whereSeparator: { $0 % 7 == 0 }).map { $0.count }))
print((1...3).flatMap { n in (1...n).map { _ in n } })
let temperatureBands: [(ClosedRange<Double>, String)] = [(-50...0, "freezing"), (0.1...15, "cool"), (15.1...50, "warm")]
for reading in [-3.0, 0.05, 7.5, 30.0] {
    print(reading, temperatureBands.first { $0.0.contains(reading) }?.1 ?? "gap")
}

// expect: true false a...z
// expect: 65 70
// expect: ABCDEF
// expect: true false false
// expect: [5, 4, 3, 2, 1] 5 5
// expect: index 2 index 1 index 0 
// expect: true 0 [] nil
// expect: 7 [9, 4, 1, 0, 1, 4, 9] 3
// expect: Optional(3)
// expect: true true [3, 2]
// expect: 9223372036854775807 true 9223372036854775806
// expect: 256 -128 127
// expect: 5..<10 5...7
// expect: true false 15
// expect: [6, 6, 6]
// expect: [1, 2, 2, 3, 3, 3]
// expect: -3.0 freezing
// expect: 0.05 gap
// expect: 7.5 cool
// expect: 30.0 warm
