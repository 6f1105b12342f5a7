// Array creation, append, insert, remove, slicing, count, isEmpty
var a = [3, 1, 2]
a.append(5)
a.insert(0, at: 0)
print(a)
print(a.count, a.isEmpty)
let removed = a.remove(at: 1)
print(removed, a)
a += [9, 9]
print(a)
print(a[1...2])
print(Array(a[1...2]))
print(a.first!, a.last!)
a.removeLast()
print(a)
var empty: [String] = []
print(empty, empty.isEmpty, empty.first as Any)
empty.append(contentsOf: ["x", "y"])
print(empty)
print(Array(repeating: 0, count: 3))
print(Array(a.reversed()))
a.swapAt(0, 1)
print(a)
print([[1, 2], [3]])

// expect: [0, 3, 1, 2, 5]
// expect: 5 false
// expect: 3 [0, 1, 2, 5]
// expect: [0, 1, 2, 5, 9, 9]
// expect: [1, 2]
// expect: [1, 2]
// expect: 0 9
// expect: [0, 1, 2, 5, 9]
// expect: [] true nil
// expect: ["x", "y"]
// expect: [0, 0, 0]
// expect: [9, 5, 2, 1, 0]
// expect: [1, 0, 2, 5, 9]
// expect: [[1, 2], [3]]
