// Advanced Swift style (copy-on-write buffer): a value-type IntStack backed by a final class, cloning its storage only when isKnownUniquelyReferenced returns false
final class StackStorage {
    var items: [Int]
    init(_ items: [Int]) { self.items = items }
    func copy() -> StackStorage { StackStorage(items) }
}

struct IntStack {
    private var storage = StackStorage([])
    static var copiesMade = 0

    private var writableStorage: StackStorage {
        mutating get {
            if !isKnownUniquelyReferenced(&storage) {
                storage = storage.copy()
                IntStack.copiesMade += 1
            }
            return storage
        }
    }

    mutating func push(_ x: Int) { writableStorage.items.append(x) }
    mutating func pop() -> Int? { writableStorage.items.popLast() }
    var top: Int? { storage.items.last }
    func sharesStorage(with other: IntStack) -> Bool { storage === other.storage }
}

extension IntStack: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { storage.items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { storage.items[i] }
}

var first = IntStack()
for n in 1...4 { first.push(n) }
print(Array(first), IntStack.copiesMade)

var second = first
print("shared before write:", first.sharesStorage(with: second))
second.push(99)
print("shared after write:", first.sharesStorage(with: second))
print(Array(first), Array(second), IntStack.copiesMade)

second.push(100)
print(IntStack.copiesMade, second.count, second.top!)

var third = second
_ = third.pop()
_ = third.pop()
print(Array(third), Array(second), IntStack.copiesMade)

func sum(_ s: IntStack) -> Int { s.reduce(0, +) }
print(sum(first), sum(second), IntStack.copiesMade)

var stacks = [first, first]
stacks[0].push(7)
print(stacks.map { $0.count }, IntStack.copiesMade)
print(first.map { $0 * $0 }, first.contains(3), first.firstIndex(of: 4)!)

// expect: [1, 2, 3, 4] 0
// expect: shared before write: true
// expect: shared after write: false
// expect: [1, 2, 3, 4] [1, 2, 3, 4, 99] 1
// expect: 1 6 100
// expect: [1, 2, 3, 4] [1, 2, 3, 4, 99, 100] 2
// expect: 10 209 2
// expect: [5, 4] 3
// expect: [1, 4, 9, 16] true 3
