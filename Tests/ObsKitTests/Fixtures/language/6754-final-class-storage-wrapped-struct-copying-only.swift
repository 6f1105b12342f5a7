// objc.io style (copy-on-write): a final class storage wrapped in a struct, copying only when isKnownUniquelyReferenced says it is shared
final class Box {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct IntStack {
    private var storage: Box
    static var copies = 0

    init(_ values: [Int] = []) { storage = Box(values) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            IntStack.copies += 1
            print("copying storage of \(storage.values.count)")
            storage = Box(storage.values)
        }
    }

    mutating func push(_ value: Int) {
        makeUnique()
        storage.values.append(value)
    }

    mutating func pop() -> Int? {
        makeUnique()
        return storage.values.popLast()
    }

    var top: Int? { storage.values.last }
    var all: [Int] { storage.values }
}

var s = IntStack([1, 2])
s.push(3)
print(s.all, IntStack.copies)
var t = s
t.push(4)
print(s.all, t.all, IntStack.copies)
t.push(5)
print(t.all, IntStack.copies)
let popped = s.pop()
print(popped ?? -1, s.all, IntStack.copies)
var u = t
print(u.top ?? -1, IntStack.copies)
_ = u.pop()
print(u.all, t.all, IntStack.copies)

// expect: [1, 2, 3] 0
// expect: copying storage of 3
// expect: [1, 2, 3] [1, 2, 3, 4] 1
// expect: [1, 2, 3, 4, 5] 1
// expect: 3 [1, 2] 1
// expect: 5 1
// expect: copying storage of 5
// expect: [1, 2, 3, 4] [1, 2, 3, 4, 5] 2
