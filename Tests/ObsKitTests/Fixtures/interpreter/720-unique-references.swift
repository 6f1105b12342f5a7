// isKnownUniquelyReferenced(&x): true only while no other strong reference holds the object, checked on
// plain variables, optionals and a copy-on-write struct (in locals, session variables and their copies). Expected output: swiftc 6.3.1 on this machine (Linux).
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct Numbers {
    private var storage = Storage([])
    static var copies = 0
    var values: [Int] { storage.values }
    mutating func append(_ value: Int) {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.values)
            Numbers.copies += 1
        }
        storage.values.append(value)
    }
}

var first = Storage([1])
print("alone:", isKnownUniquelyReferenced(&first))
var second = first
print("shared:", isKnownUniquelyReferenced(&first), isKnownUniquelyReferenced(&second))
second = Storage([2])
print("alone again:", isKnownUniquelyReferenced(&first))

var maybe: Storage? = Storage([3])
print("optional:", isKnownUniquelyReferenced(&maybe))
maybe = nil
print("nil:", isKnownUniquelyReferenced(&maybe))

var list = Numbers()
list.append(1)
list.append(2)
print("session variable:", list.values, Numbers.copies)
var copy = list
copy.append(3)
print("after copy:", list.values, copy.values, Numbers.copies)
list.append(4)
print("original again:", list.values, Numbers.copies)

func local() {
    var numbers = Numbers()
    numbers.append(10)
    numbers.append(11)
    let snapshot = numbers
    numbers.append(12)
    print("in a function:", snapshot.values, numbers.values, Numbers.copies)
}
local()

// expect: alone: true
// expect: shared: false false
// expect: alone again: true
// expect: optional: true
// expect: nil: false
// expect: session variable: [1, 2] 0
// expect: after copy: [1, 2] [1, 2, 3] 1
// expect: original again: [1, 2, 4] 1
// expect: in a function: [10, 11] [10, 11, 12] 2
