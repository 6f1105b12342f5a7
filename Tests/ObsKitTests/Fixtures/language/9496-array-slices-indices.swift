// Array slices keep the parent's indices; ranges, removals, insertions, partitioning and rotating in place (expected output from swiftc 6.3.1 on Linux)
var a = Array(10...19)
let mid = a[3..<7]
print(mid, mid.startIndex, mid.endIndex, mid.first!, mid[4])
let sub = mid.dropFirst()
print(sub.startIndex, Array(sub), sub.indices.map { $0 })
print(a.prefix(2), a.suffix(2), a[..<2], a[8...])

a.replaceSubrange(2..<5, with: [0, 0])
print(a, a.count)
a.insert(contentsOf: [7, 7], at: 1)
a.removeFirst(2)
a.removeLast()
print(a)
a.removeAll { $0 == 0 }
print(a)

var b = [5, 3, 8, 1, 9, 2, 7]
let p = b.partition { $0 > 5 }
print(p, b[..<p].sorted(), b[p...].sorted())

func rotate<T>(_ xs: inout [T], by k: Int) {
    guard !xs.isEmpty else { return }
    let k = ((k % xs.count) + xs.count) % xs.count
    xs = Array(xs[k...] + xs[..<k])
}
var r = [1, 2, 3, 4, 5]
rotate(&r, by: 2); print(r)
rotate(&r, by: -3); print(r)

var c = [1, 2, 3, 4, 5, 6]
c[1...2] = [20]
print(c)
c[c.count...] = [100, 200]
print(c)
let chunked = stride(from: 0, to: c.count, by: 3).map { Array(c[$0..<min($0 + 3, c.count)]) }
print(chunked)

var m = [4, 1, 3]
m.reverse()
print(m, m.firstIndex(of: 3) as Any, m.lastIndex { $0 > 1 } as Any, m.contains(9))
print(m.enumerated().map { "\($0.offset):\($0.element)" })
print(Array(zip(m, m.dropFirst())).map { $0.1 - $0.0 })
print([Int]().max() as Any, [3, 3, 1].min()!, [1, 2, 3].elementsEqual([1, 2, 3]))
let sums = m.indices.map { m[...$0].reduce(0, +) }
print(sums)
print(Array(repeating: [0], count: 2), [[1, 2], [3]].joined().map { $0 * 2 })
var slice = a[1...]
slice[1] = -1
print(slice.first!, a[1], Array(slice))

// expect: [13, 14, 15, 16] 3 7 13 14
// expect: 4 [14, 15, 16] [4, 5, 6]
// expect: [10, 11] [18, 19] [10, 11] [18, 19]
// expect: [10, 11, 0, 0, 15, 16, 17, 18, 19] 9
// expect: [7, 11, 0, 0, 15, 16, 17, 18]
// expect: [7, 11, 15, 16, 17, 18]
// expect: 4 [1, 2, 3, 5] [7, 8, 9]
// expect: [3, 4, 5, 1, 2]
// expect: [5, 1, 2, 3, 4]
// expect: [1, 20, 4, 5, 6]
// expect: [1, 20, 4, 5, 6, 100, 200]
// expect: [[1, 20, 4], [5, 6, 100], [200]]
// expect: [3, 1, 4] Optional(0) Optional(2) false
// expect: ["0:3", "1:1", "2:4"]
// expect: [-2, 3]
// expect: nil 1 true
// expect: [3, 4, 8]
// expect: [[0], [0]] [2, 4, 6]
// expect: -1 11 [-1, 15, 16, 17, 18]
