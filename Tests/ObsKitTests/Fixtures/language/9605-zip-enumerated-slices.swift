// zip and enumerated on slices: offsets vs indices, unequal lengths, zip of zips, pairwise differences
let base = [10, 20, 30, 40, 50, 60]
let slice = base[2...4]
print(slice.startIndex, slice.endIndex, slice.indices)
for (offset, v) in slice.enumerated() { print("offset", offset, "value", v, "real index", slice.startIndex + offset) }
for (i, v) in zip(slice.indices, slice) { print("index", i, "value", v, "base agrees", base[i] == v) }
print(slice.firstIndex(of: 40)!, Array(slice).firstIndex(of: 40)!)
print(Array(zip(1..., "abc")), Array(zip([1, 2, 3, 4], ["x"])))
print(Array(zip([Int](), [1, 2])).isEmpty, zip(0..<100, "hey").underestimatedCount)
let deltas = zip(base, base.dropFirst()).map { $1 - $0 }
print(deltas)
let nested = zip(zip([1, 2], ["a", "b"]), [true, false]).map { "\($0.0.0)\($0.0.1)\($0.1)" }
print(nested)
let (names, ages) = (["ann", "bob", "cy"], [31, 17])
for (n, a) in zip(names, ages) { print(n, a) }
let dict = Dictionary(uniqueKeysWithValues: zip(names, ages))
print(dict.sorted { $0.key < $1.key })
let unzipped = (zip(names, ages).map(\.0), zip(names, ages).map(\.1))
print(unzipped)
let text = "swift"
let sub = text.dropFirst(2)
for (off, ch) in sub.enumerated() { print(off, ch, text.distance(from: text.startIndex, to: sub.index(sub.startIndex, offsetBy: off))) }
let evens = base.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
print(evens)
let reversedEnum = Array(base.enumerated().reversed().prefix(2))
print(reversedEnum.map { "\($0.offset):\($0.element)" })
let enumRev = Array(base.reversed().enumerated().prefix(2))
print(enumRev.map { "\($0.offset):\($0.element)" })
var grid = [[0, 0], [0, 0], [0, 0]]
for (r, row) in grid.enumerated() { for (c, _) in row.enumerated() { grid[r][c] = r * 10 + c } }
print(grid)
let s2 = base[1..<5].dropFirst()
print(s2, s2.startIndex, s2.enumerated().map { $0.offset }, Array(s2.indices))
let sums = zip(slice, slice.reversed()).map(+)
print(sums)
print(zip("abc", "abd").filter { $0 != $1 }.map { "\($0)->\($1)" })
print(zip([3, 1, 2], [9, 8, 7]).sorted { $0.0 < $1.0 }.map(\.1))
print(zip(base, base.indices).max { $0.0 < $1.0 }!.1, base.enumerated().min { $0.element > $1.element }!.offset)
let arraySlice: ArraySlice<Int> = [7, 8, 9]
print(arraySlice.startIndex, arraySlice.enumerated().map { $0.offset == $0.element - 7 })
let chars = Array("hello")
let pairs = zip(chars, chars.dropFirst()).filter { $0 == $1 }
print(pairs.count, pairs.map { String([$0.0, $0.1]) })
print(base.indices.filter { base[$0] > 25 }.first!, slice.indices.contains(1), slice.indices.contains(3))

// expect: 2 5 2..<5
// expect: offset 0 value 30 real index 2
// expect: offset 1 value 40 real index 3
// expect: offset 2 value 50 real index 4
// expect: index 2 value 30 base agrees true
// expect: index 3 value 40 base agrees true
// expect: index 4 value 50 base agrees true
// expect: 3 1
// expect: [(1, "a"), (2, "b"), (3, "c")] [(1, "x")]
// expect: true 3
// expect: [10, 10, 10, 10, 10]
// expect: ["1atrue", "2bfalse"]
// expect: ann 31
// expect: bob 17
// expect: [(key: "ann", value: 31), (key: "bob", value: 17)]
// expect: (["ann", "bob"], [31, 17])
// expect: 0 i 2
// expect: 1 f 3
// expect: 2 t 4
// expect: [10, 30, 50]
// expect: ["5:60", "4:50"]
// expect: ["0:60", "1:50"]
// expect: [[0, 1], [10, 11], [20, 21]]
// expect: [30, 40, 50] 2 [0, 1, 2] [2, 3, 4]
// expect: [80, 80, 80]
// expect: ["c->d"]
// expect: [8, 7, 9]
// expect: 5 5
// expect: 0 [true, true, true]
// expect: 1 ["ll"]
// expect: 2 false true
