// enumerated() combined with for-where, filters on offsets, enumerated slices, and offset vs index confusion
let letters = ["a", "b", "c", "d", "e", "f", "g"]
for (i, l) in letters.enumerated() where i % 3 == 0 {
    print(i, l)
}
for (i, l) in letters.enumerated() where l > "d" && i < 6 {
    print("late", i, l)
}
for case let (i, l) in letters.enumerated() where i.isMultiple(of: 2) && l != "c" {
    print("even", i, l)
}
let slice = letters[2...5]
for (off, l) in slice.enumerated() where off > 0 {
    print("offset", off, "index", slice.index(slice.startIndex, offsetBy: off), l)
}
for (i, l) in zip(slice.indices, slice) where i.isMultiple(of: 2) {
    print("real index", i, l)
}
let evens = letters.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
print(evens)
let tagged = letters.enumerated().map { "\($0)\($1)" }
print(tagged.joined(separator: " "))
let firstMatch = letters.enumerated().first { $0.element == "e" }
print(firstMatch.map { "\($0.offset)" } ?? "none")
let rev = Array(letters.enumerated().reversed())
print(rev.prefix(2).map { "\($0.offset)\($0.element)" })
let revEnum = letters.reversed().enumerated().map { "\($0.offset)\($0.element)" }
print(revEnum.prefix(2))
var total = 0
for (i, n) in [5, 10, 15, 20].enumerated() where n > 5 {
    total += i * n
    if total > 50 { print("stop at", i); break }
}
print("total", total)
let grid = [[1, 0, 2], [0, 0, 3], [4, 5, 0]]
for (r, row) in grid.enumerated() {
    for (c, v) in row.enumerated() where v != 0 && r != c {
        print("(\(r),\(c))=\(v)")
    }
}
let s = "hello"
for (i, ch) in s.enumerated() where "aeiou".contains(ch) {
    print("vowel", ch, "at", i)
}
let e = letters.enumerated()
print(e.underestimatedCount, Array(e.dropFirst(5)).map(\.offset))
let d = Dictionary(uniqueKeysWithValues: letters.enumerated().map { ($1, $0) })
print(d["g"]!, d["z"] as Any)
var seen = Set<Int>()
for (i, x) in [3, 1, 3, 2, 1].enumerated() where !seen.contains(x) {
    seen.insert(x)
    print("new", x, "at", i)
}
var it = letters.enumerated().makeIterator()
while let (i, l) = it.next(), i < 2 { print("while", i, l) }
print(it.next().map { "\($0.offset)\($0.element)" } as Any)
print(Array("ab".enumerated()).map { $0.offset + 10 }, [Int]().enumerated().map { $0.offset })

// expect: 0 a
// expect: 3 d
// expect: 6 g
// expect: late 4 e
// expect: late 5 f
// expect: even 0 a
// expect: even 4 e
// expect: even 6 g
// expect: offset 1 index 3 d
// expect: offset 2 index 4 e
// expect: offset 3 index 5 f
// expect: real index 2 c
// expect: real index 4 e
// expect: ["a", "c", "e", "g"]
// expect: 0a 1b 2c 3d 4e 5f 6g
// expect: 4
// expect: ["6g", "5f"]
// expect: ["0g", "1f"]
// expect: stop at 3
// expect: total 100
// expect: (0,2)=2
// expect: (1,2)=3
// expect: (2,0)=4
// expect: (2,1)=5
// expect: vowel e at 1
// expect: vowel o at 4
// expect: 7 [5, 6]
// expect: 6 nil
// expect: new 3 at 0
// expect: new 1 at 1
// expect: new 2 at 3
// expect: while 0 a
// expect: while 1 b
// expect: Optional("3d")
// expect: [10, 11] []
