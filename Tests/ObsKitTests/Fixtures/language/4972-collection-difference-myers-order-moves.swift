// Standard library: CollectionDifference (difference(from:), its order as a collection, inverse, inferringMoves, applying, init? validation) against the compiler's own run
let d = [1, 2, 3, 4].difference(from: [2, 1, 3, 5])
print(d)
for c in d { print(c) }
print(Array(d))
print(type(of: d), d.count, d.startIndex, d.endIndex)
debugPrint(d.first!)
print(d.inferringMoves())
print(d.inverse())
print([2, 1, 3, 5].applying(d) as Any)
print("kitten".difference(from: "sitting").map { "\($0)" })
print(CollectionDifference<Int>([.insert(offset: 0, element: 1, associatedWith: nil), .insert(offset: 0, element: 2, associatedWith: nil)]) as Any)
let e = CollectionDifference<Int>([.remove(offset: 3, element: 1, associatedWith: nil), .insert(offset: 0, element: 2, associatedWith: nil)])!
print(e, e == e, e.insertions, e.removals)
print([1,2].applying(e) as Any)
print(["a","b"].difference(from: ["b","a"]) { $0 == $1 })
print(String(describing: CollectionDifference<Int>.Change.self))
var seed = 7
func next() -> Int { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 65536 % 6 }
for round in 0..<4 {
    let old = (0..<(8 + round)).map { _ in next() }
    let new = (0..<(6 + 2 * round)).map { _ in next() }
    let diff = new.difference(from: old)
    print(old, new, diff.removals.count, diff.insertions.count)
    print(diff.map { change -> String in
        switch change {
        case .remove(let offset, let element, _): return "-\(element)@\(offset)"
        case .insert(let offset, let element, _): return "+\(element)@\(offset)"
        }
    }.joined(separator: " "))
    print(old.applying(diff) == new, new.applying(diff.inverse()) == old)
}
let moved = ["a", "b", "c", "d"].difference(from: ["d", "a", "b", "c"]).inferringMoves()
for change in moved { print(change) }
print("".difference(from: "").isEmpty, "abc".applying("abd".difference(from: "abc")) ?? "nil")
print(Set([moved.first!, moved.first!]).count)

// expect: CollectionDifference<Int>(insertions: [Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 1, element: 2, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 3, element: 4, associatedWith: nil)], removals: [Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 0, element: 2, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 5, associatedWith: nil)])
// expect: remove(offset: 3, element: 5, associatedWith: nil)
// expect: remove(offset: 0, element: 2, associatedWith: nil)
// expect: insert(offset: 1, element: 2, associatedWith: nil)
// expect: insert(offset: 3, element: 4, associatedWith: nil)
// expect: [Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 5, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 0, element: 2, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 1, element: 2, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 3, element: 4, associatedWith: nil)]
// expect: CollectionDifference<Int> 4 Index(_offset: 0) Index(_offset: 4)
// expect: Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 5, associatedWith: nil)
// expect: CollectionDifference<Int>(insertions: [Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 1, element: 2, associatedWith: Optional(0)), Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 3, element: 4, associatedWith: nil)], removals: [Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 0, element: 2, associatedWith: Optional(1)), Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 5, associatedWith: nil)])
// expect: CollectionDifference<Int>(insertions: [Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 0, element: 2, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 3, element: 5, associatedWith: nil)], removals: [Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 1, element: 2, associatedWith: nil), Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 4, associatedWith: nil)])
// expect: Optional([1, 2, 3, 4])
// expect: ["remove(offset: 6, element: \"g\", associatedWith: nil)", "remove(offset: 4, element: \"i\", associatedWith: nil)", "remove(offset: 0, element: \"s\", associatedWith: nil)", "insert(offset: 0, element: \"k\", associatedWith: nil)", "insert(offset: 4, element: \"e\", associatedWith: nil)"]
// expect: nil
// expect: CollectionDifference<Int>(insertions: [Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 0, element: 2, associatedWith: nil)], removals: [Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 1, associatedWith: nil)]) true [Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 0, element: 2, associatedWith: nil)] [Swift.CollectionDifference<Swift.Int>.Change.remove(offset: 3, element: 1, associatedWith: nil)]
// expect: nil
// expect: CollectionDifference<String>(insertions: [Swift.CollectionDifference<Swift.String>.Change.insert(offset: 1, element: "b", associatedWith: nil)], removals: [Swift.CollectionDifference<Swift.String>.Change.remove(offset: 0, element: "b", associatedWith: nil)])
// expect: Change
// expect: [4, 2, 2, 0, 5, 5, 0, 2] [5, 5, 5, 1, 2, 2] 5 3
// expect: -0@6 -0@3 -2@2 -2@1 -4@0 +5@0 +1@3 +2@4
// expect: true true
// expect: [5, 4, 1, 2, 4, 2, 0, 5, 3] [0, 1, 2, 1, 3, 2, 2, 5] 5 4
// expect: -3@8 -0@6 -4@4 -4@1 -5@0 +0@0 +1@3 +3@4 +2@6
// expect: true true
// expect: [4, 4, 2, 0, 1, 1, 0, 4, 4, 3] [2, 0, 1, 4, 0, 2, 0, 2, 5, 1] 6 6
// expect: -3@9 -4@8 -0@6 -1@4 -4@1 -4@0 +0@4 +2@5 +0@6 +2@7 +5@8 +1@9
// expect: true true
// expect: [1, 3, 5, 5, 0, 0, 5, 0, 4, 3, 0] [3, 4, 2, 5, 0, 4, 2, 1, 4, 1, 2, 4] 7 8
// expect: -0@10 -3@9 -0@5 -0@4 -5@3 -5@2 -1@0 +4@1 +2@2 +2@6 +1@7 +4@8 +1@9 +2@10 +4@11
// expect: true true
// expect: remove(offset: 0, element: "d", associatedWith: Optional(3))
// expect: insert(offset: 3, element: "d", associatedWith: Optional(0))
// expect: true abd
// expect: 1
