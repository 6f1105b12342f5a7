// A generic ring buffer over allocated memory, as collection test programs write one: a class owning an
// UnsafeMutablePointer<Element>, initialize/move/deinitialize as elements come and go, deallocate in
// deinit; withUnsafeTemporaryAllocation for scratch space. Expected output from swiftc on this machine.

final class Ring<Element> {
    private let storage: UnsafeMutablePointer<Element>
    private let capacity: Int
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) {
        self.capacity = capacity
        storage = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        for i in 0..<count { (storage + (head + i) % capacity).deinitialize(count: 1) }
        storage.deallocate()
        print("ring freed")
    }

    func push(_ element: Element) {
        if count == capacity { _ = pop() }
        (storage + (head + count) % capacity).initialize(to: element)
        count += 1
    }

    func pop() -> Element? {
        guard count > 0 else { return nil }
        let element = (storage + head).move()
        head = (head + 1) % capacity
        count -= 1
        return element
    }

    var elements: [Element] { (0..<count).map { storage[(head + $0) % capacity] } }
}

do {
    let ring = Ring<String>(capacity: 3)
    for word in ["a", "b", "c", "d", "e"] { ring.push(word) }
    print(ring.elements, ring.count)
    print(ring.pop() ?? "-", ring.elements)
}

let sum = withUnsafeTemporaryAllocation(of: Int.self, capacity: 4) { scratch -> Int in
    for i in 0..<scratch.count { scratch.baseAddress!.advanced(by: i).initialize(to: i * i) }
    return scratch.reduce(0, +)
}
print(sum)

// expect: ["c", "d", "e"] 3
// expect: c ["d", "e"]
// expect: ring freed
// expect: 14
