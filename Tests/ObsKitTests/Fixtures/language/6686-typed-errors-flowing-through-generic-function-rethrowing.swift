// Swift 6 style (typed throws): typed errors flowing through a generic function and a rethrowing-like typed closure parameter
enum QueueError: Error {
    case full(capacity: Int)
    case empty
}

struct BoundedQueue<Element> {
    private var items: [Element] = []
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }

    mutating func push(_ item: Element) throws(QueueError) {
        guard items.count < capacity else { throw .full(capacity: capacity) }
        items.append(item)
    }

    mutating func pop() throws(QueueError) -> Element {
        guard !items.isEmpty else { throw QueueError.empty }
        return items.removeFirst()
    }

    var count: Int { items.count }
}

func apply<E: Error>(_ times: Int, _ body: (Int) throws(E) -> Void) throws(E) {
    for i in 0..<times { try body(i) }
}

var queue = BoundedQueue<String>(capacity: 3)
do {
    try apply(5) { (i: Int) throws(QueueError) in
        try queue.push("job\(i)")
        print("pushed job\(i)")
    }
} catch {
    switch error {
    case .full(let capacity): print("queue full at \(capacity)")
    case .empty: print("empty?")
    }
}

apply(2) { i in print("plain closure \(i)") }

do {
    while true {
        let job = try queue.pop()
        print("popped", job)
    }
} catch let error {
    if case .empty = error { print("drained, count \(queue.count)") }
}

let r = Result<String, QueueError> { () throws(QueueError) -> String in try queue.pop() }
switch r {
case .success(let s): print("unexpected", s)
case .failure(.empty): print("result holds .empty")
case .failure(.full): print("full")
}

// expect: pushed job0
// expect: pushed job1
// expect: pushed job2
// expect: queue full at 3
// expect: plain closure 0
// expect: plain closure 1
// expect: popped job0
// expect: popped job1
// expect: popped job2
// expect: drained, count 0
// expect: result holds .empty
