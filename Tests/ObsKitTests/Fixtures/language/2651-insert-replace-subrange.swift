// Compiler test style: insert(contentsOf:at:), replaceSubrange growing and shrinking, on arrays and strings
var a = [1, 2, 3]
a.insert(contentsOf: [10, 11], at: 1)
print(a)
a.insert(contentsOf: [], at: 0)
a.insert(99, at: a.endIndex)
print(a)
a.replaceSubrange(1..<3, with: [7])
print(a)
a.replaceSubrange(0..<0, with: [-1, -2])
print(a)
a.replaceSubrange(2..., with: repeatElement(0, count: 2))
print(a)
a[0..<2] = [5, 5, 5]
print(a)

var s = "Hello World"
let space = s.firstIndex(of: " ")!
s.insert(contentsOf: ",", at: space)
print(s)
s.replaceSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 5), with: "Howdy")
print(s)
if let w = s.firstIndex(of: "W") {
    s.replaceSubrange(w..., with: "Swift 🚀")
}
print(s, s.count)
s.insert("!", at: s.endIndex)
s.removeSubrange(s.startIndex..<s.index(s.startIndex, offsetBy: 7))
print(s)
// expect: [1, 10, 11, 2, 3]
// expect: [1, 10, 11, 2, 3, 99]
// expect: [1, 7, 2, 3, 99]
// expect: [-1, -2, 1, 7, 2, 3, 99]
// expect: [-1, -2, 0, 0]
// expect: [5, 5, 5, 0, 0]
// expect: Hello, World
// expect: Howdy, World
// expect: Howdy, Swift 🚀 14
// expect: Swift 🚀!
