// Compiler test style: Array/Dictionary/String value semantics and copy-on-write observed through contents
var a = [1, 2, 3]
var b = a
b.append(4)
print(a, b)

final class Box: CustomStringConvertible {
    var v: Int
    init(_ v: Int) { self.v = v }
    var description: String { "Box(\(v))" }
}
let boxes = [Box(1), Box(2)]
var copy = boxes
copy[0].v = 100
copy.append(Box(3))
print(boxes, copy)
print(boxes[0] === copy[0], boxes.count, copy.count)

var nested = [[1], [2]]
var nestedCopy = nested
nestedCopy[0].append(9)
print(nested, nestedCopy)

var dict = ["k": [1]]
let snapshot = dict
dict["k"]!.append(2)
print(snapshot, dict)

func mutate(_ arr: inout [Int]) { arr[0] = -1 }
var x = [5, 6]
let y = x
mutate(&x)
print(x, y)

var s = "abc"
let t = s
s.append("d")
print(s, t)
var slice = a[0...1]
slice[0] = 42
print(a, slice)
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: [Box(100), Box(2)] [Box(100), Box(2), Box(3)]
// expect: true 2 3
// expect: [[1], [2]] [[1, 9], [2]]
// expect: ["k": [1]] ["k": [1, 2]]
// expect: [-1, 6] [5, 6]
// expect: abcd abc
// expect: [1, 2, 3] [42, 2]
