// WWDC style (ManagedBuffer): a fixed-capacity ring buffer subclass
struct RingHeader { var head: Int; var count: Int; var capacity: Int }

final class Ring: ManagedBuffer<RingHeader, Int> {
    static func make(capacity: Int) -> Ring {
        let b = Ring.create(minimumCapacity: capacity) { _ in RingHeader(head: 0, count: 0, capacity: capacity) }
        return b as! Ring
    }
    func push(_ v: Int) {
        withUnsafeMutablePointers { h, elems in
            let idx = (h.pointee.head + h.pointee.count) % h.pointee.capacity
            if h.pointee.count == h.pointee.capacity {
                elems[idx] = v
                h.pointee.head = (h.pointee.head + 1) % h.pointee.capacity
            } else {
                (elems + idx).initialize(to: v)
                h.pointee.count += 1
            }
        }
    }
    func contents() -> [Int] {
        withUnsafeMutablePointers { h, elems in
            (0..<h.pointee.count).map { elems[(h.pointee.head + $0) % h.pointee.capacity] }
        }
    }
    deinit {
        _ = withUnsafeMutablePointers { h, elems in
            elems.deinitialize(count: h.pointee.count)
        }
    }
}

let ring = Ring.make(capacity: 4)
for v in 1...3 { ring.push(v) }
print(ring.contents())
for v in 4...7 { ring.push(v * 10) }
print(ring.contents())
print("header count", ring.header.count, "capacity", ring.header.capacity)
// expect: [1, 2, 3]
// expect: [40, 50, 60, 70]
// expect: header count 4 capacity 4
