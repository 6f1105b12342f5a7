// Textbook style (deque): a double-ended queue over a growable circular array with pushFront/pushBack, popFront/popBack and sliding-window maximum
struct Deque<Element> {
    private var storage: [Element?] = Array(repeating: nil, count: 2)
    private var head = 0
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    private mutating func growIfNeeded() {
        guard count == storage.count else { return }
        var bigger = [Element?](repeating: nil, count: storage.count * 2)
        for i in 0..<count { bigger[i] = storage[(head + i) % storage.count] }
        storage = bigger
        head = 0
    }

    mutating func pushBack(_ x: Element) {
        growIfNeeded()
        storage[(head + count) % storage.count] = x
        count += 1
    }

    mutating func pushFront(_ x: Element) {
        growIfNeeded()
        head = (head - 1 + storage.count) % storage.count
        storage[head] = x
        count += 1
    }

    mutating func popFront() -> Element? {
        guard count > 0 else { return nil }
        defer { storage[head] = nil; head = (head + 1) % storage.count; count -= 1 }
        return storage[head]
    }

    mutating func popBack() -> Element? {
        guard count > 0 else { return nil }
        let index = (head + count - 1) % storage.count
        defer { storage[index] = nil; count -= 1 }
        return storage[index]
    }

    var front: Element? { isEmpty ? nil : storage[head] }
    var back: Element? { isEmpty ? nil : storage[(head + count - 1) % storage.count] }
    var elements: [Element] { (0..<count).map { storage[(head + $0) % storage.count]! } }
}

var d = Deque<Int>()
d.pushBack(1); d.pushBack(2); d.pushFront(0); d.pushFront(-1); d.pushBack(3)
print(d.elements, d.count, d.front!, d.back!)
print(d.popFront()!, d.popBack()!, d.elements)

func windowMaxima(_ values: [Int], width: Int) -> [Int] {
    var indices = Deque<Int>()
    var result: [Int] = []
    for (i, v) in values.enumerated() {
        while let last = indices.back, values[last] <= v { _ = indices.popBack() }
        indices.pushBack(i)
        if let first = indices.front, first <= i - width { _ = indices.popFront() }
        if i >= width - 1 { result.append(values[indices.front!]) }
    }
    return result
}
print(windowMaxima([1, 3, -1, -3, 5, 3, 6, 7], width: 3))
print(windowMaxima([9, 8, 7, 6, 5], width: 2))

// expect: [-1, 0, 1, 2, 3] 5 -1 3
// expect: -1 3 [0, 1, 2]
// expect: [3, 3, 5, 5, 6, 7]
// expect: [9, 8, 7, 6]
