// Compiler test style (test/Interpreter/optional_lvalues.swift): assignments through force-unwrap and optional chaining lvalues
var x: Int! = 0
x! = 2
print(x as Any)
x! += 1
print(x!)

var sequences = ["fib": [1, 1, 2, 3, 0]]
sequences["fib"]![4] = 5
print(sequences)
sequences["fib"]!.append(8)
print(sequences)
sequences["fib"]?.append(13)
sequences["missing"]?.append(1)
print(sequences, sequences.count)

func trace(_ v: Int) -> Int { print("evaluated \(v)"); return v }

var y: Int?
y? += trace(4)
print("y is \(y as Any)")
y = 10
y? += trace(5)
print("y is \(y as Any)")
y! -= trace(1)
print("y is \(y!)")

struct Point { var x = 0, y = 0 }
struct Shape {
  var origin: Point? = nil
  var points: [Point] = []
  mutating func shift(_ d: Int) { origin?.x += d; origin?.y += d }
}

var s: Shape? = Shape()
s?.origin?.x = trace(7)
print(s!.origin as Any)
s?.origin = Point()
s?.origin?.x = trace(8)
print(s!.origin!)
s?.shift(3)
print(s!.origin!)
s?.points.append(Point(x: 1, y: 1))
s!.points[0].y = 9
print(s!.points)

let assigned: Void? = (s?.origin?.y = 100)
print(assigned != nil, s!.origin!.y)
var none: Shape? = nil
let notAssigned: Void? = (none?.origin?.y = trace(100))
print(notAssigned == nil)
none?.shift(trace(2))
print(none as Any)

class Node {
  var value: Int
  var next: Node?
  init(_ v: Int, _ n: Node? = nil) { value = v; next = n }
}
let list = Node(1, Node(2, Node(3)))
list.next?.next?.value *= 10
list.next?.next?.next?.value = trace(99)
print(list.value, list.next!.value, list.next!.next!.value)
list.next?.value += list.next?.next?.value ?? 0
print(list.next!.value)

var matrix: [[Int]]? = [[1, 2], [3, 4]]
matrix?[1][0] += 30
matrix![0].swapAt(0, 1)
print(matrix!)

var dict: [String: [String: Int]] = ["a": ["x": 1]]
dict["a"]?["x"]! += 1
dict["a"]?["y"] = 5
dict["b"]?["z"] = 6
print(dict["a"]!.sorted { $0.key < $1.key }, dict["b"] as Any)

var counts: [String: Int] = [:]
for w in ["a", "b", "a", "c", "a"] { counts[w, default: 0] += 1 }
counts["b"]! *= 10
print(counts.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })

var iuo: [Int]! = [1, 2, 3]
iuo.append(4)
iuo[0] = 0
print(iuo!, iuo.count)

// expect: Optional(2)
// expect: 3
// expect: ["fib": [1, 1, 2, 3, 5]]
// expect: ["fib": [1, 1, 2, 3, 5, 8]]
// expect: ["fib": [1, 1, 2, 3, 5, 8, 13]] 1
// expect: y is nil
// expect: evaluated 5
// expect: y is Optional(15)
// expect: evaluated 1
// expect: y is 14
// expect: nil
// expect: evaluated 8
// expect: Point(x: 8, y: 0)
// expect: Point(x: 11, y: 3)
// expect: [main.Point(x: 1, y: 9)]
// expect: true 100
// expect: true
// expect: nil
// expect: 1 2 30
// expect: 32
// expect: [[2, 1], [33, 4]]
// expect: [(key: "x", value: 2), (key: "y", value: 5)] nil
// expect: ["a=3", "b=10", "c=1"]
// expect: [0, 2, 3, 4] 4
