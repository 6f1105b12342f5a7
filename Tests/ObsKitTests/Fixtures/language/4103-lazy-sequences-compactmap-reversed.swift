// Compiler test style: lazy sequences with compactMap, reversed, zip and repeated evaluation
let words = ["1", "x", "22", "y", "333"]
let ints = words.lazy.compactMap { s -> Int? in print("try", s); return Int(s) }
print("nothing yet")
print(ints.first ?? -1)
print("---")
print(Array(ints))
print("---")
let lz = [1, 2, 3].lazy.map { x -> Int in print("eval", x); return x * 2 }
print(lz.reduce(0, +))
print(lz.reduce(0, +))
print("---")
let rev = (1...5).lazy.reversed().map { x -> Int in print("r", x); return x }
print(rev.first!)
print("---")
let z = zip([1, 2, 3].lazy.map { v -> Int in print("left", v); return v }, ["a", "b"])
for (a, b) in z { print(a, b) }
print("---")
var it = [10, 20, 30].lazy.filter { v in print("check", v); return v != 20 }.makeIterator()
print(it.next() as Any)
print(it.next() as Any)
print(it.next() as Any)
print("---")
let flat = [[1, 2], [3]].lazy.flatMap { arr -> [Int] in print("expand", arr); return arr.map { $0 * 100 } }
for v in flat { print(v) }
let infinite = sequence(first: 1) { $0 + 1 }.lazy.map { $0 * $0 }.filter { $0 % 3 == 1 }
print(Array(infinite.prefix(4)))
// expect: nothing yet
// expect: try 1
// expect: try 1
// expect: 1
// expect: ---
// expect: try 1
// expect: try x
// expect: try 22
// expect: try y
// expect: try 333
// expect: [1, 22, 333]
// expect: ---
// expect: eval 1
// expect: eval 2
// expect: eval 3
// expect: 12
// expect: eval 1
// expect: eval 2
// expect: eval 3
// expect: 12
// expect: ---
// expect: r 5
// expect: 5
// expect: ---
// expect: left 1
// expect: 1 a
// expect: left 2
// expect: 2 b
// expect: left 3
// expect: ---
// expect: check 10
// expect: Optional(10)
// expect: check 20
// expect: check 30
// expect: Optional(30)
// expect: nil
// expect: ---
// expect: expand [1, 2]
// expect: 100
// expect: 200
// expect: expand [3]
// expect: 300
// expect: [1, 4, 16, 25]
