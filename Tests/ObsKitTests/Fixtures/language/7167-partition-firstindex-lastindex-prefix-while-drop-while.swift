// Standard library API style (collection searching): partition(by:), firstIndex/lastIndex, prefix(while:), drop(while:), prefix/suffix variants
var numbers = [5, 12, 3, 8, 7, 10, 1]
let pivot = numbers.partition { $0 > 6 }
print("pivot:", pivot)
print("low part sorted:", numbers[..<pivot].sorted(), "high part sorted:", numbers[pivot...].sorted())
print("all low ok:", numbers[..<pivot].allSatisfy { $0 <= 6 }, "all high ok:", numbers[pivot...].allSatisfy { $0 > 6 })
var none = [1, 2, 3]
print("partition none match:", none.partition { $0 > 10 }, "all match:", none.partition { $0 > 0 })
let letters = ["a", "b", "c", "b", "a"]
print("firstIndex of b:", letters.firstIndex(of: "b") as Any)
print("lastIndex of b:", letters.lastIndex(of: "b") as Any)
print("firstIndex of z:", letters.firstIndex(of: "z") as Any)
print("firstIndex where > a:", letters.firstIndex { $0 > "a" } as Any)
print("lastIndex where < c:", letters.lastIndex { $0 < "c" } as Any)
print("first where:", letters.first { $0 != "a" } as Any, "last where:", letters.last { $0 != "a" } as Any)
let data = [2, 4, 6, 7, 8, 10]
print("prefix while even:", data.prefix { $0 % 2 == 0 })
print("drop while even:", data.drop { $0 % 2 == 0 })
print("prefix while none:", data.prefix { $0 > 100 }, "drop while all:", data.drop { $0 > 0 })
print("prefix 2:", data.prefix(2), "prefix 99:", data.prefix(99))
print("suffix 2:", data.suffix(2), "suffix 0:", data.suffix(0), "suffix 99:", data.suffix(99))
print("dropFirst:", data.dropFirst(), data.dropFirst(4), data.dropFirst(10))
print("dropLast:", data.dropLast(), data.dropLast(5))
print("prefix through:", data.prefix(through: 2), "prefix upTo:", data.prefix(upTo: 2), "suffix from:", data.suffix(from: 4))
let slice = data.drop { $0 < 7 }
print("slice indices:", slice.startIndex, slice.endIndex, slice.first as Any)
print("string prefix while:", "aaabca".prefix { $0 == "a" }, "drop while:", "aaabca".drop { $0 == "a" })
print("string firstIndex:", "hello".firstIndex(of: "l").map { "hello".distance(from: "hello".startIndex, to: $0) } as Any)
print("string lastIndex:", "hello".lastIndex(of: "l").map { "hello".distance(from: "hello".startIndex, to: $0) } as Any)
let trimmed = "   padded  ".drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()
print("trim:", "[" + String(trimmed) + "]")
var words = ["kiwi", "fig", "banana", "apple", "date"]
let split = words.partition { $0.count > 4 }
print("short:", words[..<split].sorted(), "long:", words[split...].sorted())

// expect: pivot: 3
// expect: low part sorted: [1, 3, 5] high part sorted: [7, 8, 10, 12]
// expect: all low ok: true all high ok: true
// expect: partition none match: 3 all match: 0
// expect: firstIndex of b: Optional(1)
// expect: lastIndex of b: Optional(3)
// expect: firstIndex of z: nil
// expect: firstIndex where > a: Optional(1)
// expect: lastIndex where < c: Optional(4)
// expect: first where: Optional("b") last where: Optional("b")
// expect: prefix while even: [2, 4, 6]
// expect: drop while even: [7, 8, 10]
// expect: prefix while none: [] drop while all: []
// expect: prefix 2: [2, 4] prefix 99: [2, 4, 6, 7, 8, 10]
// expect: suffix 2: [8, 10] suffix 0: [] suffix 99: [2, 4, 6, 7, 8, 10]
// expect: dropFirst: [4, 6, 7, 8, 10] [8, 10] []
// expect: dropLast: [2, 4, 6, 7, 8] [2]
// expect: prefix through: [2, 4, 6] prefix upTo: [2, 4] suffix from: [8, 10]
// expect: slice indices: 3 6 Optional(7)
// expect: string prefix while: aaa drop while: bca
// expect: string firstIndex: Optional(2)
// expect: string lastIndex: Optional(3)
// expect: trim: [padded]
// expect: short: ["date", "fig", "kiwi"] long: ["apple", "banana"]
