// WWDC style (ManagedBuffer): a tiny growable stack with header count and deinit
final class IntStack: ManagedBuffer<Int, Int> {
    class func make(_ capacity: Int) -> IntStack {
        unsafeDowncast(IntStack.create(minimumCapacity: capacity) { _ in 0 }, to: IntStack.self)
    }
    var isFull: Bool { header == capacity }
    func push(_ v: Int) -> Bool {
        if isFull { return false }
        withUnsafeMutablePointerToElements { ($0 + header).initialize(to: v) }
        header += 1
        return true
    }
    func pop() -> Int? {
        if header == 0 { return nil }
        header -= 1
        return withUnsafeMutablePointerToElements { ($0 + header).move() }
    }
    deinit {
        print("stack deinit with \(header) left")
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: header) }
    }
}
do {
    let s = IntStack.make(3)
    print("capacity >= 3", s.capacity >= 3)
    var pushed = 0
    for v in [5, 6, 7] where s.push(v) { pushed += 1 }
    print("pushed", pushed)
    print(s.pop() ?? -1, s.pop() ?? -1)
    print("header", s.header)
}
print("done")
// expect: capacity >= 3 true
// expect: pushed 3
// expect: 7 6
// expect: header 1
// expect: stack deinit with 1 left
// expect: done
