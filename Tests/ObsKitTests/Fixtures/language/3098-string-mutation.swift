// Compiler test style: in-place String mutation: append, insert, remove, removeAll, value semantics
var s = "Hello"
s.append(", ")
s.append(contentsOf: "World")
s += "!"
print(s)
s.insert("*", at: s.startIndex)
s.insert("*", at: s.endIndex)
print(s)
s.removeFirst()
s.removeLast()
print(s)
s.removeAll(where: { $0 == "l" })
print(s)
let copy = s
s.removeLast(3)
print(s, "|", copy)
var t = "abc"
let popped = t.popLast()
print(popped!, t)
t.removeAll()
print(t.isEmpty, t.count)
var u = "x"
u.reserveCapacity(64)
for c in "yz" { u.append(c) }
print(u)
// expect: Hello, World!
// expect: *Hello, World!*
// expect: Hello, World!
// expect: Heo, Word!
// expect: Heo, Wo | Heo, Word!
// expect: c ab
// expect: true 0
// expect: xyz
