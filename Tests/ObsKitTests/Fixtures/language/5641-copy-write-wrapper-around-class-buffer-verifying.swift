// Swift by Sundell style (value semantics): copy-on-write wrapper around a class buffer, verifying copies stay independent
final class Buffer {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct IntBag {
    private var buffer: Buffer
    private(set) static var copies = 0

    init(_ values: [Int] = []) { buffer = Buffer(values) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&buffer) {
            IntBag.copies += 1
            buffer = Buffer(buffer.values)
        }
    }

    mutating func insert(_ v: Int) {
        makeUnique()
        buffer.values.append(v)
    }

    var contents: [Int] { buffer.values }
    var sum: Int { buffer.values.reduce(0, +) }
}

var first = IntBag([1, 2])
first.insert(3)
print("copies after own insert:", IntBag.copies)
var second = first
print("copies after assignment:", IntBag.copies)
second.insert(99)
print("first:", first.contents, "second:", second.contents)
print("copies after shared insert:", IntBag.copies)
second.insert(100)
print("copies after unique insert:", IntBag.copies, second.sum)

func addTen(_ bag: IntBag) -> IntBag {
    var local = bag
    local.insert(10)
    return local
}
let third = addTen(first)
print(first.contents, third.contents, IntBag.copies)

struct Settings: Equatable {
    var volume = 5
    var tags: [String] = []
}
var s1 = Settings()
var s2 = s1
s2.volume = 9
s2.tags.append("loud")
print(s1 == s2, s1.tags, s2.tags)
s1 = s2
print(s1 == s2)

var matrix = [[1, 2], [3, 4]]
let snapshot = matrix
matrix[0][0] = 100
print(snapshot, matrix)

// expect: copies after own insert: 0
// expect: copies after assignment: 0
// expect: first: [1, 2, 3] second: [1, 2, 3, 99]
// expect: copies after shared insert: 1
// expect: copies after unique insert: 1 205
// expect: [1, 2, 3] [1, 2, 3, 10] 2
// expect: false [] ["loud"]
// expect: true
// expect: [[1, 2], [3, 4]] [[100, 2], [3, 4]]
