// Standard library API style (collection predicates and chunks): chunking via stride, contains(where:), allSatisfy, count(where:), indices and enumerated
let values = Array(1...10)
let chunks = stride(from: 0, to: values.count, by: 3).map { Array(values[$0..<min($0 + 3, values.count)]) }
print("chunks of 3:", chunks)
let pairs = stride(from: 0, to: values.count, by: 2).map { (values[$0], values[$0 + 1]) }
print("pairs:", pairs.map { "\($0.0)-\($0.1)" })
let word = Array("abcdefg")
let wordChunks = stride(from: 0, to: word.count, by: 2).map { String(word[$0..<Swift.min($0 + 2, word.count)]) }
print("word chunks:", wordChunks)
print("contains where > 9:", values.contains { $0 > 9 })
print("contains where > 10:", values.contains { $0 > 10 })
print("contains element:", values.contains(7), values.contains(0))
print("empty contains:", [Int]().contains { _ in true })
print("allSatisfy positive:", values.allSatisfy { $0 > 0 })
print("allSatisfy even:", values.allSatisfy { $0 % 2 == 0 })
print("empty allSatisfy:", [Int]().allSatisfy { _ in false })
print("count even:", values.count { $0 % 2 == 0 })
print("count > 7:", values.count(where: { $0 > 7 }))
print("count chars:", "banana".count { $0 == "a" })
print("count empty:", [String]().count { $0.isEmpty })
print("indices:", Array(values.indices.prefix(3)), values.indices.count)
print("enumerated:", ["x", "y", "z"].enumerated().map { "\($0.offset):\($0.element)" })
print("enumerated slice offsets:", values[4...].enumerated().map { $0.offset }.prefix(3))
print("slice indices keep base:", Array(values[4...].indices.prefix(3)))
let grid = [[1, 2], [3, 4], [5, 6]]
print("any row sums 7:", grid.contains { $0.reduce(0, +) == 7 })
print("all rows length 2:", grid.allSatisfy { $0.count == 2 })
print("count rows with even first:", grid.count { $0[0] % 2 == 0 })
print("windows:", (0..<(values.count - 2)).map { values[$0..<$0 + 3].reduce(0, +) })
print("reverse chunks:", stride(from: values.count, to: 0, by: -4).map { Array(values[Swift.max(0, $0 - 4)..<$0]) })
print("first n even:", Array(values.lazy.filter { $0 % 2 == 0 }.prefix(2).map { $0 * 10 }))
print("isEmpty:", values.isEmpty, [Int]().isEmpty, "first last:", values.first!, values.last!)
print("randomAccess index ops:", values.index(after: 2), values.index(before: 2), values.index(3, offsetBy: 4))
print("index limitedBy:", values.index(3, offsetBy: 10, limitedBy: values.endIndex) as Any, values.index(3, offsetBy: 2, limitedBy: values.endIndex) as Any)

// expect: chunks of 3: [[1, 2, 3], [4, 5, 6], [7, 8, 9], [10]]
// expect: pairs: ["1-2", "3-4", "5-6", "7-8", "9-10"]
// expect: word chunks: ["ab", "cd", "ef", "g"]
// expect: contains where > 9: true
// expect: contains where > 10: false
// expect: contains element: true false
// expect: empty contains: false
// expect: allSatisfy positive: true
// expect: allSatisfy even: false
// expect: empty allSatisfy: true
// expect: count even: 5
// expect: count > 7: 3
// expect: count chars: 3
// expect: count empty: 0
// expect: indices: [0, 1, 2] 10
// expect: enumerated: ["0:x", "1:y", "2:z"]
// expect: enumerated slice offsets: [0, 1, 2]
// expect: slice indices keep base: [4, 5, 6]
// expect: any row sums 7: true
// expect: all rows length 2: true
// expect: count rows with even first: 0
// expect: windows: [6, 9, 12, 15, 18, 21, 24, 27]
// expect: reverse chunks: [[7, 8, 9, 10], [3, 4, 5, 6], [1, 2]]
// expect: first n even: [20, 40]
// expect: isEmpty: false true first last: 1 10
// expect: randomAccess index ops: 3 1 7
// expect: index limitedBy: nil Optional(5)
