// Number literals in a collection literal take one type per position (expected output: swiftc 6.3.1 on this
// machine): a floating-point literal makes the integer ones beside it Doubles, in tuples column by column and
// in nested arrays and dictionary values as a whole.
print([1.5, 2], [(1.5, "a"), (2, "b")], [[1.5, 2], [3]], [(x: 1, y: 2.5), (x: 3, y: 4)])
let rows = [(100.0, "a"), (-40, "b"), (300, "c")]
for (v, s) in rows { print(v, s) }
let grid = [[1, 2], [3, 4]]
print(grid, [(1, "one")], [("a", [1, 2.5]), ("b", [3])])
let table = ["a": [(1, 2.5)], "b": [(3, 4)]]
print(table["b"]![0].1, ["k": [1, 2.5]]["k"]!)

// expect: [1.5, 2.0] [(1.5, "a"), (2.0, "b")] [[1.5, 2.0], [3.0]] [(x: 1, y: 2.5), (x: 3, y: 4.0)]
// expect: 100.0 a
// expect: -40.0 b
// expect: 300.0 c
// expect: [[1, 2], [3, 4]] [(1, "one")] [("a", [1.0, 2.5]), ("b", [3.0])]
// expect: 4.0 [1.0, 2.5]
