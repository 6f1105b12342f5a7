// Advanced Swift style (Structs and classes): copy-on-write by hand with isKnownUniquelyReferenced, counting the copies made
final class Storage {
    var bytes: [UInt8]
    static var copies = 0
    init(_ bytes: [UInt8]) { self.bytes = bytes }
    func copy() -> Storage {
        Storage.copies += 1
        return Storage(bytes)
    }
}

struct ByteBuffer {
    private var storage: Storage
    init(_ bytes: [UInt8]) { storage = Storage(bytes) }
    private var writable: Storage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = storage.copy()
            }
            return storage
        }
    }
    mutating func append(_ b: UInt8) { writable.bytes.append(b) }
    subscript(i: Int) -> UInt8 {
        get { storage.bytes[i] }
        set { writable.bytes[i] = newValue }
    }
    var count: Int { storage.bytes.count }
    var contents: [UInt8] { storage.bytes }
    func shares(with other: ByteBuffer) -> Bool { storage === other.storage }
}

var first = ByteBuffer([1, 2, 3])
first.append(4)
print(Storage.copies, first.contents)
var second = first
print(first.shares(with: second))
second.append(5)
print(Storage.copies, first.contents, second.contents)
print(first.shares(with: second))
second[0] = 9
print(Storage.copies, second.contents)

var buffers = [first, first]
buffers[0][1] = 7
print(Storage.copies, buffers[0].contents, buffers[1].contents)
buffers[1][1] = 8
print(Storage.copies, buffers[1].contents)

for _ in 0..<5 { first.append(0) }
print(Storage.copies, first.count)

let obj = Storage([])
var ref1 = obj
print(isKnownUniquelyReferenced(&ref1))
var solo = Storage([1])
print(isKnownUniquelyReferenced(&solo))

// expect: 0 [1, 2, 3, 4]
// expect: true
// expect: 1 [1, 2, 3, 4] [1, 2, 3, 4, 5]
// expect: false
// expect: 1 [9, 2, 3, 4, 5]
// expect: 2 [1, 7, 3, 4] [1, 2, 3, 4]
// expect: 3 [1, 8, 3, 4]
// expect: 3 9
// expect: false
// expect: true
