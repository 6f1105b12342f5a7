// Compiler test style: partition(by:), removeAll(where:), swapAt, reverse, indices
var xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
let p = xs.partition(by: { $0 % 3 == 0 })
print(p)
print(xs[..<p].sorted(), xs[p...].sorted())
print(xs[..<p].allSatisfy { $0 % 3 != 0 }, xs[p...].allSatisfy { $0 % 3 == 0 })

var ys = Array(1...12)
ys.removeAll(where: { $0 % 4 == 0 || $0 == 5 })
print(ys)
var zs = ys
zs.swapAt(0, zs.count - 1)
zs.swapAt(2, 2)
print(zs)
zs.reverse()
print(zs)
print(Array(zs.reversed()))
print(zs.indices, Array(zs.indices.reversed()).prefix(3))
for i in zs.indices where zs[i] > 8 { print("idx", i, zs[i]) }
var s = "racecar!"
s.removeAll(where: { $0 == "!" })
print(s, String(s.reversed()) == s)
var e: [Int] = []
let ep = e.partition(by: { $0 > 0 })
print(ep, e.indices.isEmpty)
var all = [2, 4, 6]
print(all.partition(by: { $0 > 0 }), all.partition(by: { $0 > 100 }))
var chars = Array("hello")
chars.swapAt(1, 4)
print(String(chars))

// expect: 7
// expect: [1, 2, 4, 5, 7, 8, 10] [3, 6, 9]
// expect: true true
// expect: [1, 2, 3, 6, 7, 9, 10, 11]
// expect: [11, 2, 3, 6, 7, 9, 10, 1]
// expect: [1, 10, 9, 7, 6, 3, 2, 11]
// expect: [11, 2, 3, 6, 7, 9, 10, 1]
// expect: 0..<8 [7, 6, 5]
// expect: idx 1 10
// expect: idx 2 9
// expect: idx 7 11
// expect: racecar true
// expect: 0 true
// expect: 0 3
// expect: holle
