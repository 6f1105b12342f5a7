// Compiler test style: copy-on-write arrays inside structs observed by values
struct Stack {
    var items: [Int] = []
    mutating func push(_ x: Int) { items.append(x) }
    mutating func pop() -> Int? { items.popLast() }
}

var a = Stack()
a.push(1); a.push(2)
var b = a
b.push(3)
print("a=\(a.items) b=\(b.items)")
_ = a.pop()
print("a=\(a.items) b=\(b.items)")

var stacks = [a, b]
var stacksCopy = stacks
stacksCopy[1].push(4)
stacks[0].items.removeAll()
print(stacks.map(\.items), stacksCopy.map(\.items))

struct Doc { var pages: [[String]] }
var d1 = Doc(pages: [["a", "b"], ["c"]])
let d2 = d1
d1.pages[0][1] = "B"
d1.pages[1].append("d")
print(d1.pages)
print(d2.pages)

var matrix = Array(repeating: Array(repeating: 0, count: 3), count: 2)
matrix[0][0] = 1
print(matrix)

func modified(_ s: Stack) -> Stack {
    var c = s
    c.items = c.items.map { $0 * 100 }
    return c
}
let m = modified(b)
print(b.items, m.items)
// expect: a=[1, 2] b=[1, 2, 3]
// expect: a=[1] b=[1, 2, 3]
// expect: [[], [1, 2, 3]] [[1], [1, 2, 3, 4]]
// expect: [["a", "B"], ["c", "d"]]
// expect: [["a", "b"], ["c"]]
// expect: [[1, 0, 0], [0, 0, 0]]
// expect: [1, 2, 3] [100, 200, 300]
