// === and !== compare class instance identity
class Node {
    var value: Int
    init(_ v: Int) { value = v }
}

let a = Node(1)
let b = a
let c = Node(1)
print(a === b)
print(a === c)
print(a !== c)
b.value = 42
print(a.value)
let nodes = [a, c]
print(nodes.contains { $0 === c })
print(nodes.firstIndex { $0 === c } ?? -1)
let maybe: Node? = nil
print(maybe === a)

// expect: true
// expect: false
// expect: true
// expect: 42
// expect: true
// expect: 1
// expect: false
