// Apple docs style (IndexSet): collections of unique integer indexes stored as ranges
import Foundation

var selection = IndexSet()
for i in [2, 3, 4, 8, 9, 15] {
    selection.insert(i)
}
print("count:", selection.count)
print("indexes:", Array(selection))
print("ranges count:", selection.rangeView.count)
for r in selection.rangeView {
    print("  range \(r.lowerBound)..<\(r.upperBound)")
}

// Membership and bounds
print("contains 3:", selection.contains(3), "contains 5:", selection.contains(5))
print("first:", selection.first ?? -1, "last:", selection.last ?? -1)
print("contains 2..<5:", selection.contains(integersIn: 2..<5))
print("intersects 5..<8:", selection.intersects(integersIn: 5..<8))

// Inserting a range merges adjacent runs
selection.insert(integersIn: 5..<8)
print("after inserting 5..<8:", Array(selection))
print("ranges now:", selection.rangeView.map { "\($0.lowerBound)-\($0.upperBound - 1)" })

// Removing splits runs
selection.remove(6)
selection.remove(integersIn: 8..<10)
print("after removals:", Array(selection))
print("ranges now:", selection.rangeView.map { "\($0.lowerBound)-\($0.upperBound - 1)" })

// Inserting an existing index changes nothing
print("has 42 before:", selection.contains(42))
selection.insert(42)
let countAfterFirst = selection.count
selection.insert(42)
print("has 42 after:", selection.contains(42), "count unchanged:", selection.count == countAfterFirst)

// Set algebra
let evens = IndexSet(stride(from: 0, to: 20, by: 2))
let block = IndexSet(integersIn: 5...12)
print("evens:", Array(evens))
print("block:", Array(block))
print("union ranges:", evens.union(block).rangeView.count)
print("intersection:", Array(evens.intersection(block)))
print("subtracting:", Array(block.subtracting(evens)))
print("symmetric diff count:", evens.symmetricDifference(block).count)

// Neighbours of an index
print("after 7 in evens:", evens.integerGreaterThan(7) ?? -1)
print("before 7 in evens:", evens.integerLessThan(7) ?? -1)
print("at or above 18:", evens.integerGreaterThanOrEqualTo(18) ?? -1)
print("above 18:", evens.integerGreaterThan(18).map(String.init) ?? "none")

// Using an IndexSet to pick rows out of an array
let rows = ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot", "golf"]
let picked = IndexSet([0, 2, 3, 6])
print("picked rows:", picked.map { rows[$0] })
var remaining = rows
for index in picked.reversed() {
    remaining.remove(at: index)
}
print("remaining rows:", remaining)
print("count in range 0..<4:", picked.count(in: 0..<4))

// expect: count: 6
// expect: indexes: [2, 3, 4, 8, 9, 15]
// expect: ranges count: 3
// expect:   range 2..<5
// expect:   range 8..<10
// expect:   range 15..<16
// expect: contains 3: true contains 5: false
// expect: first: 2 last: 15
// expect: contains 2..<5: true
// expect: intersects 5..<8: false
// expect: after inserting 5..<8: [2, 3, 4, 5, 6, 7, 8, 9, 15]
// expect: ranges now: ["2-9", "15-15"]
// expect: after removals: [2, 3, 4, 5, 7, 15]
// expect: ranges now: ["2-5", "7-7", "15-15"]
// expect: has 42 before: false
// expect: has 42 after: true count unchanged: true
// expect: evens: [0, 2, 4, 6, 8, 10, 12, 14, 16, 18]
// expect: block: [5, 6, 7, 8, 9, 10, 11, 12]
// expect: union ranges: 6
// expect: intersection: [6, 8, 10, 12]
// expect: subtracting: [5, 7, 9, 11]
// expect: symmetric diff count: 10
// expect: after 7 in evens: 8
// expect: before 7 in evens: 6
// expect: at or above 18: 18
// expect: above 18: none
// expect: picked rows: ["alpha", "charlie", "delta", "golf"]
// expect: remaining rows: ["bravo", "echo", "foxtrot"]
// expect: count in range 0..<4: 3
