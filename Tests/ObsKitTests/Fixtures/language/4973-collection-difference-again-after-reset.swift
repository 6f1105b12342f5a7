// Standard library: CollectionDifference before and after :reset (the library part that declares it is compiled again when an input names it)
let first = [1, 2].difference(from: [2])
print(first.count, first.insertions)
:reset
print(["a"].difference(from: []).insertions.count)
print(CollectionDifference<Int>([]) == nil)

// expect: 1 [Swift.CollectionDifference<Swift.Int>.Change.insert(offset: 0, element: 1, associatedWith: nil)]
// expect: 1
// expect: false
