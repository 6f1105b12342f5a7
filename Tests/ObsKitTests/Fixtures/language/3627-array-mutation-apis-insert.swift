// Compiler test style: Array mutation APIs — insert, remove, pop, replace, reserve
var a = [1, 2, 3]
a.insert(0, at: 0)
a.insert(contentsOf: [9, 8], at: 2)
print(a)
print(a.removeFirst(), a.removeLast(), a)
a.removeFirst(2)
print(a)
a.append(contentsOf: 10...12)
a.removeLast(2)
print(a)
var none: [Int] = []
print(a.popLast() as Any, a, none.popLast() as Any)
a += [4, 5, 6, 7]
a.removeSubrange(1..<3)
print(a)
a.replaceSubrange(a.indices.suffix(2), with: [70, 71, 72])
print(a)
a.reserveCapacity(100)
print(a.capacity >= 100, a.count)
a.removeAll(keepingCapacity: true)
print(a, a.isEmpty, a.capacity >= 100)
var b = Array("swift")
b[1...3] = ["W", "I"]
print(String(b))
b[b.endIndex...] = ["!", "!"]
print(String(b), b.count)
var c = [5, 1, 4]
c.append(c.removeFirst())
print(c)
c.insert(c.remove(at: 1), at: 0)
print(c)
var m = [[1], [2, 3]]
m[1].append(4)
m[0] += m[1]
print(m, m.joined().count)
var e: [String] = []
e.insert("only", at: e.endIndex)
print(e, e.firstIndex(of: "only")!, e.first == e.last)
var s = [3, 1, 2]
let sortedCopy = s.sorted()
s.sort(by: >)
print(sortedCopy, s)
var gen = DummyGen()
s.shuffle(using: &gen)
print(s.sorted())
struct DummyGen: RandomNumberGenerator {
    var state: UInt64 = 1
    mutating func next() -> UInt64 { state = state &* 6364136223846793005 &+ 1442695040888963407; return state }
}

// expect: [0, 1, 9, 8, 2, 3]
// expect: 0 3 [1, 9, 8, 2]
// expect: [8, 2]
// expect: [8, 2, 10]
// expect: Optional(10) [8, 2] nil
// expect: [8, 5, 6, 7]
// expect: [8, 5, 70, 71, 72]
// expect: true 5
// expect: [] true true
// expect: sWIt
// expect: sWIt!! 6
// expect: [1, 4, 5]
// expect: [4, 1, 5]
// expect: [[1, 2, 3, 4], [2, 3, 4]] 7
// expect: ["only"] 0 true
// expect: [1, 2, 3] [3, 2, 1]
// expect: [1, 2, 3]
