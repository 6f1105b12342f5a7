// Blog style (copy-on-write): a hand-rolled COW buffer using isKnownUniquelyReferenced
final class Storage {
    var values: [Int]
    init(_ values: [Int]) { self.values = values }
}

struct Ledger {
    private var storage: Storage
    private(set) static var copies = 0

    init(_ values: [Int] = []) { storage = Storage(values) }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            Ledger.copies += 1
            storage = Storage(storage.values)
        }
    }

    var entries: [Int] { storage.values }
    var balance: Int { storage.values.reduce(0, +) }

    mutating func record(_ amount: Int) {
        makeUnique()
        storage.values.append(amount)
    }

    mutating func undo() -> Int? {
        makeUnique()
        return storage.values.popLast()
    }

    func sharesStorage(with other: Ledger) -> Bool { storage === other.storage }
}

var a = Ledger([10, -3])
var b = a
print("shared after assignment: \(a.sharesStorage(with: b))")
print("copies so far: \(Ledger.copies)")

b.record(25)
print("shared after mutating b: \(a.sharesStorage(with: b))")
print("copies so far: \(Ledger.copies)")
print("a: \(a.entries) balance \(a.balance)")
print("b: \(b.entries) balance \(b.balance)")

b.record(-7)
b.record(1)
print("copies after more b writes: \(Ledger.copies)")

var ledgers = [a, a, a]
ledgers[1].record(100)
print("copies after array element write: \(Ledger.copies)")
print(ledgers.map(\.balance))

let popped = b.undo()
print("undo popped \(popped.map(String.init) ?? "nil"), b now \(b.entries)")

var solo = Ledger()
for i in 1...5 { solo.record(i * i) }
print("solo: \(solo.entries) copies: \(Ledger.copies)")
// expect: shared after assignment: true
// expect: copies so far: 0
// expect: shared after mutating b: false
// expect: copies so far: 1
// expect: a: [10, -3] balance 7
// expect: b: [10, -3, 25] balance 32
// expect: copies after more b writes: 1
// expect: copies after array element write: 2
// expect: [7, 107, 7]
// expect: undo popped 1, b now [10, -3, 25, -7]
// expect: solo: [1, 4, 9, 16, 25] copies: 2
