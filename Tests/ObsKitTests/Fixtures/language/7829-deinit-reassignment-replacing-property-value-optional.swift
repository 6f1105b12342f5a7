// Swift book style (deinit on reassignment): replacing a property value and optional binding lifetimes
final class Buffer {
    let size: Int
    init(size: Int) { self.size = size; print("alloc \(size)") }
    deinit { print("free \(size)") }
}

final class Pool {
    var active: Buffer? {
        willSet { print("pool will replace \(active?.size ?? 0) with \(newValue?.size ?? 0)") }
        didSet { print("pool replaced \(oldValue?.size ?? 0)") }
    }
}

let pool = Pool()
pool.active = Buffer(size: 16)
pool.active = Buffer(size: 32)
pool.active = nil
print("pool empty")

var maybe: Buffer? = Buffer(size: 64)
if let b = maybe {
    maybe = nil
    print("still bound to \(b.size)")
}
print("after if-let")

var list = [Buffer(size: 1), Buffer(size: 2)]
list[0] = Buffer(size: 3)
print("sizes \(list.map { $0.size })")
// expect: alloc 16
// expect: pool will replace 0 with 16
// expect: pool replaced 0
// expect: alloc 32
// expect: pool will replace 16 with 32
// expect: pool replaced 16
// expect: free 16
// expect: pool will replace 32 with 0
// expect: pool replaced 32
// expect: free 32
// expect: pool empty
// expect: alloc 64
// expect: still bound to 64
// expect: free 64
// expect: after if-let
// expect: alloc 1
// expect: alloc 2
// expect: alloc 3
// expect: free 1
// expect: sizes [3, 2]
