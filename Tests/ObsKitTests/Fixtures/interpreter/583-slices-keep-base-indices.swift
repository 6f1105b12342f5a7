// Slices keep their base's indices: prefix/suffix/dropFirst/dropLast/drop(while:) of an array or of a slice,
// prefix(upTo:)/suffix(from:) of a slice, and removeFirst moving a slice's start (expected output from swiftc 6.3.1 on Linux)
let base = [5, 10, 15, 20, 25, 30, 35, 40]
let tail = base.dropFirst(3)
print(tail, tail.startIndex, tail.endIndex, tail[4])
print(base.suffix(2).indices, base.drop(while: { $0 < 20 }).startIndex, base.dropLast(5).endIndex)
let inner = tail.dropFirst().dropLast(2)
print(inner, inner.indices, inner.firstIndex(of: 30) as Any, inner.suffix(1).startIndex)
print(tail.prefix(upTo: 5), tail.prefix(through: 5), tail.suffix(from: 6), tail.prefix(while: { $0 < 30 }).endIndex)

var queue = base[2...6]
let first = queue.removeFirst()
queue.removeFirst(2)
print(first, queue, queue.startIndex, queue.popFirst() as Any, queue.indices)

func total(_ xs: ArraySlice<Int>) -> Int {
    guard let head = xs.first else { return 0 }
    return head + total(xs.dropFirst())
}
print(total(base[...]), total(base.suffix(3)))

// expect: [20, 25, 30, 35, 40] 3 8 25
// expect: 6..<8 3 3
// expect: [25, 30] 4..<6 Optional(5) 5
// expect: [20, 25] [20, 25, 30] [35, 40] 5
// expect: 15 [30, 35] 5 Optional(30) 6..<7
// expect: 180 105
