// Compiler test style (test/stdlib/CollectionOfOne.swift): CollectionOfOne, EmptyCollection, Repeated and their printing
let two = CollectionOfOne(2)
print(two.count, two.first as Any, two.last as Any)
for x in two { print("element", x) }
for i in two.indices { print("index", i, two[i] * 21) }
print(Array(two), two.startIndex, two.endIndex)
print(two)
debugPrint(two)
print(two.map { $0 + 1 }, two.reversed().map { $0 })

var mutableOne = CollectionOfOne("a")
mutableOne[0] = "z"
print(Array(mutableOne))
print(mutableOne.contains("z"), mutableOne.isEmpty)

let empty = EmptyCollection<Int>()
print(empty.count, empty.isEmpty, empty.first as Any)
print(Array(empty))
print(empty)
print(empty.map { $0 * 2 })
print(empty.reduce(10, +))

let rep = repeatElement("ab", count: 3)
print(rep.count, Array(rep))
print(rep.joined(separator: "-"))
print(rep)
print(type(of: rep))
let zeroRep = repeatElement(1, count: 0)
print(zeroRep.isEmpty, Array(zeroRep))

let combined = Array(CollectionOfOne(0)) + [1, 2] + Array(repeatElement(9, count: 2))
print(combined)
var arr = [5, 6]
arr.append(contentsOf: CollectionOfOne(7))
arr.insert(contentsOf: repeatElement(0, count: 2), at: 0)
arr.append(contentsOf: EmptyCollection())
print(arr)
arr.replaceSubrange(1..<3, with: CollectionOfOne(100))
print(arr)

func describe<C: Collection>(_ c: C) -> String {
  return "\(type(of: c)) count=\(c.count) items=\(Array(c))"
}
print(describe(two))
print(describe(empty))
print(describe(rep))
print(describe(CollectionOfOne((1, "x")).map { $0.1 }))

print(CollectionOfOne(3).elementsEqual([3]))
print(EmptyCollection<String>().elementsEqual([String]()))
print(zip(CollectionOfOne("only"), [1, 2, 3]).map { "\($0)\($1)" })
print(Array(CollectionOfOne(4).enumerated()).map { "\($0.offset):\($0.element)" })
print(Set(CollectionOfOne(8)).count)
let s = String(CollectionOfOne(Character("q")))
print(s, s.count)
print(Dictionary(uniqueKeysWithValues: CollectionOfOne(("k", 1))))
print(CollectionOfOne(1).sorted(), CollectionOfOne(1).dropFirst().count)
print(Array(repeatElement(CollectionOfOne(2), count: 2).joined()))
print(CollectionOfOne(7).index(after: 0), CollectionOfOne(7).distance(from: 0, to: 1))

// expect: 1 Optional(2) Optional(2)
// expect: element 2
// expect: index 0 42
// expect: [2] 0 1
// expect: CollectionOfOne(2)
// expect: CollectionOfOne(2)
// expect: [3] [2]
// expect: ["z"]
// expect: true false
// expect: 0 true nil
// expect: []
// expect: EmptyCollection<Int>()
// expect: []
// expect: 10
// expect: 3 ["ab", "ab", "ab"]
// expect: ab-ab-ab
// expect: Repeated<String>(count: 3, repeatedValue: "ab")
// expect: Repeated<String>
// expect: true []
// expect: [0, 1, 2, 9, 9]
// expect: [0, 0, 5, 6, 7]
// expect: [0, 100, 6, 7]
// expect: CollectionOfOne<Int> count=1 items=[2]
// expect: EmptyCollection<Int> count=0 items=[]
// expect: Repeated<String> count=3 items=["ab", "ab", "ab"]
// expect: Array<String> count=1 items=["x"]
// expect: true
// expect: true
// expect: ["only1"]
// expect: ["0:4"]
// expect: 1
// expect: q 1
// expect: ["k": 1]
// expect: [1] 0
// expect: [2, 2]
// expect: 1 1
