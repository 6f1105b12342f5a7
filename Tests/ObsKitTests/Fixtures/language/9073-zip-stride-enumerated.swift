// Compiler test style: zip, stride, and enumerated — zip truncation, stride bounds (to vs through, negative steps), and offsets vs indices on slices
let a = [1, 2, 3, 4, 5]
let b = ["one", "two", "three"]
print(Array(zip(a, b)).map { "\($0)\($1)" })
print(Array(zip(a, b)).count == min(a.count, b.count), Array(zip(b, 10...)).last!)
print(zip("abc", "xyz").map { String($0) + String($1) }.joined(separator: ","))
let (firsts, seconds) = (zip(a, b).map(\.0), zip(a, b).map(\.1))
print(firsts, seconds)

// stride(from:to:by:) excludes the end; through includes it if hit exactly.
print(Array(stride(from: 0, to: 10, by: 3)))
print(Array(stride(from: 0, through: 9, by: 3)))
print(Array(stride(from: 0, through: 10, by: 3)))
print(Array(stride(from: 10, to: 0, by: -4)))
print(Array(stride(from: 10, through: 2, by: -4)))
print(Array(stride(from: 5, to: 5, by: 1)), Array(stride(from: 5, through: 5, by: 1)))
print(Array(stride(from: 1, to: 5, by: -1)))
print(Array(stride(from: UInt8(250), through: 255, by: 2)))
print(stride(from: 0.0, through: 1.0, by: 0.25).map { $0 * 4 })
print(Array(stride(from: "a".unicodeScalars.first!.value, to: 102, by: 2)))

// enumerated() gives offsets starting at 0 even for slices.
let slice = a[2...]
for (offset, value) in slice.enumerated() {
    print("offset \(offset) value \(value) index \(slice.index(slice.startIndex, offsetBy: offset))")
}
print(Array(zip(slice.indices, slice)).map { "\($0):\($1)" })

// enumerated on strings and on a set after sorting.
print("swift".enumerated().map { "\($0.offset)\($0.element)" }.joined())
print(Set([30, 10, 20]).sorted().enumerated().map { $0.offset * $0.element })

// Combining zip with stride for pairwise windows.
let values = [3, 8, 2, 9, 4]
let diffs = zip(values, values.dropFirst()).map { $1 - $0 }
print(diffs)
let everyOther = stride(from: 0, to: values.count, by: 2).map { values[$0] }
print(everyOther)
let chunks = stride(from: 0, to: values.count, by: 2).map { Array(values[$0..<min($0 + 2, values.count)]) }
print(chunks)

// zip of sequences of different kinds, lazily consumed.
var calls = 0
let infinite = sequence(first: 1) { calls += 1; return $0 * 2 }
print(Array(zip(["x", "y", "z"], infinite)).map { "\($0)\($1)" }, calls)

// expect: ["1one", "2two", "3three"]
// expect: true ("three", 12)
// expect: ax,by,cz
// expect: [1, 2, 3] ["one", "two", "three"]
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [0, 3, 6, 9]
// expect: [10, 6, 2]
// expect: [10, 6, 2]
// expect: [] [5]
// expect: []
// expect: [250, 252, 254]
// expect: [0.0, 1.0, 2.0, 3.0, 4.0]
// expect: [97, 99, 101]
// expect: offset 0 value 3 index 2
// expect: offset 1 value 4 index 3
// expect: offset 2 value 5 index 4
// expect: ["2:3", "3:4", "4:5"]
// expect: 0s1w2i3f4t
// expect: [0, 20, 60]
// expect: [5, -6, 7, -5]
// expect: [3, 2, 4]
// expect: [[3, 8], [2, 9], [4]]
// expect: ["x1", "y2", "z4"] 2
