// Compiler test style: CollectionDifference and stdlib string algorithms without Foundation
let old = ["a", "b", "c", "d"]
let new = ["a", "c", "d", "e", "b"]
let diff = new.difference(from: old)
for change in diff {
    switch change {
    case let .insert(offset, element, _): print("insert", offset, element)
    case let .remove(offset, element, _): print("remove", offset, element)
    }
}
print(diff.insertions.count, diff.removals.count)
print(old.applying(diff)! == new)
let same = old.difference(from: old)
print(same.isEmpty, Array(same).count)
let chars = Array("kitten").difference(from: Array("sitting"))
print(chars.removals.count, chars.insertions.count)
print(String(Array("sitting").applying(chars)!))
let text = "one two three two one"
print(text.contains("two"), text.contains("four"))
print(text.firstRange(of: "two").map { text.distance(from: text.startIndex, to: $0.lowerBound) } as Any)
print(text.ranges(of: "one").count, text.ranges(of: "o").count)
print(text.replacing("two", with: "2"))
print(text.replacing("o", with: "0", maxReplacements: 2))
print(text.split(separator: " two ").map(String.init))
print("xxabcxx".trimmingPrefix("xx"), "---a-".trimmingPrefix(while: { $0 == "-" }))
var m = "aaa-bbb"
m.replace("b", with: "B")
print(m)
print(text.starts(with: "one"), "banana".ranges(of: "ana").count)

// expect: remove 1 b
// expect: insert 3 e
// expect: insert 4 b
// expect: 2 1
// expect: true
// expect: true 0
// expect: 3 2
// expect: kitten
// expect: true false
// expect: Optional(4)
// expect: 2 4
// expect: one 2 three 2 one
// expect: 0ne tw0 three two one
// expect: ["one", "three", "one"]
// expect: abcxx a-
// expect: aaa-BBB
// expect: true 1
