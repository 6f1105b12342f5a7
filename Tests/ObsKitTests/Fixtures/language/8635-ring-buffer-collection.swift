// Blog style (custom Collection): a fixed-capacity ring buffer with its own opaque Index type
struct RingBuffer<Element> {
    private var storage: [Element?]
    private var head = 0
    private(set) var count = 0

    init(capacity: Int) { storage = Array(repeating: nil, count: capacity) }

    mutating func push(_ e: Element) {
        let tail = (head + count) % storage.count
        storage[tail] = e
        if count == storage.count { head = (head + 1) % storage.count } else { count += 1 }
    }
}

extension RingBuffer: Collection {
    struct Index: Comparable {
        fileprivate let offset: Int
        static func < (l: Index, r: Index) -> Bool { l.offset < r.offset }
    }
    var startIndex: Index { Index(offset: 0) }
    var endIndex: Index { Index(offset: count) }
    func index(after i: Index) -> Index { Index(offset: i.offset + 1) }
    subscript(i: Index) -> Element {
        precondition(i.offset < count, "index out of range")
        return storage[(head + i.offset) % storage.count]!
    }
}

var recent = RingBuffer<String>(capacity: 3)
for cmd in ["ls", "cd src", "make", "make test", "git status"] {
    recent.push(cmd)
    print("pushed \(cmd): \(Array(recent))")
}

print("count \(recent.count), first \(recent.first ?? "-")")
print("contains make: \(recent.contains("make")), contains ls: \(recent.contains("ls"))")
print("mapped: \(recent.map { $0.count })")
print("sorted: \(recent.sorted())")
if let i = recent.firstIndex(of: "make test") {
    print("index of 'make test' has \(recent.distance(from: recent.startIndex, to: i)) before it")
    print("suffix from there: \(Array(recent[i...]))")
}
print("dropFirst: \(Array(recent.dropFirst()))")

var numbers = RingBuffer<Int>(capacity: 4)
(1...10).forEach { numbers.push($0 * $0) }
print("last four squares: \(Array(numbers)), sum \(numbers.reduce(0, +))")
print("prefix(2): \(Array(numbers.prefix(2))), min \(numbers.min()!)")
print("isEmpty: \(numbers.isEmpty), empty buffer isEmpty: \(RingBuffer<Int>(capacity: 2).isEmpty)")
// expect: pushed ls: ["ls"]
// expect: pushed cd src: ["ls", "cd src"]
// expect: pushed make: ["ls", "cd src", "make"]
// expect: pushed make test: ["cd src", "make", "make test"]
// expect: pushed git status: ["make", "make test", "git status"]
// expect: count 3, first make
// expect: contains make: true, contains ls: false
// expect: mapped: [4, 9, 10]
// expect: sorted: ["git status", "make", "make test"]
// expect: index of 'make test' has 1 before it
// expect: suffix from there: ["make test", "git status"]
// expect: dropFirst: ["make test", "git status"]
// expect: last four squares: [49, 64, 81, 100], sum 294
// expect: prefix(2): [49, 64], min 49
// expect: isEmpty: false, empty buffer isEmpty: true
