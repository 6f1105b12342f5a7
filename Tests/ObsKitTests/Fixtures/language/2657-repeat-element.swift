// Compiler test style: repeatElement, Repeated collection indices, CollectionOfOne and EmptyCollection
let r = repeatElement("ab", count: 3)
print(Array(r), r.count, r.joined())
print(r.startIndex, r.endIndex, r[1])
print(type(of: r))
let zero = repeatElement(1, count: 0)
print(zero.isEmpty, Array(zero))
var arr = [1, 2, 3]
arr.append(contentsOf: repeatElement(0, count: 2))
print(arr)
print(Array(zip(repeatElement("x", count: 5), 1...3)).map { $0 + String($1) })

let one = CollectionOfOne(42)
print(Array(one), one.count, one.first!, one.startIndex, one.endIndex)
print([1, 2] + CollectionOfOne(3))
let none = EmptyCollection<String>()
print(none.count, Array(none), none.first as Any)
print(repeatElement(Character("-"), count: 4).map(String.init).joined(separator: "+"))
print(String(repeatElement("=", count: 6)))
let grid = repeatElement(repeatElement(".", count: 3).joined(), count: 2)
let rows = Array(grid)
print(rows, rows.joined(separator: "/"))
// expect: ["ab", "ab", "ab"] 3 ababab
// expect: 0 3 ab
// expect: Repeated<String>
// expect: true []
// expect: [1, 2, 3, 0, 0]
// expect: ["x1", "x2", "x3"]
// expect: [42] 1 42 0 1
// expect: [1, 2, 3]
// expect: 0 [] nil
// expect: -+-+-+-
// expect: ======
// expect: ["...", "..."] .../...
