// Swift Evolution style (SE-0427): Optional and generic containers holding noncopyable values
struct Lease: ~Copyable {
    let holder: String
    deinit { print("lease of \(holder) ended") }
}

struct Slot<Item: ~Copyable>: ~Copyable {
    private var item: Item?

    init() { item = nil }

    var isOccupied: Bool { item != nil }

    mutating func put(_ newItem: consuming Item) -> Bool {
        if item != nil { return false }
        item = consume newItem
        return true
    }

    mutating func remove() -> Item? {
        item.take()
    }
}

func holderName(_ lease: borrowing Lease?) -> String {
    switch lease {
    case .some(let l): return l.holder
    case .none: return "nobody"
    }
}

func demo() {
    var slot = Slot<Lease>()
    print(slot.isOccupied)
    print(slot.put(Lease(holder: "ana")))
    print(slot.put(Lease(holder: "ben")))
    print(slot.isOccupied)
    if let lease = slot.remove() {
        print("removed \(lease.holder)")
    }
    print(slot.isOccupied)
    print(slot.remove() == nil)

    var maybe: Lease? = Lease(holder: "cy")
    print(holderName(maybe))
    let taken = maybe.take()
    print(holderName(maybe))
    print(holderName(taken))
    maybe = Lease(holder: "dee")
    maybe = nil
    print("after reassign")

    var ints = Slot<Int>()
    _ = ints.put(3)
    print(ints.remove() ?? 0, ints.remove() ?? -1)
}
demo()
print("done")
// expect: false
// expect: true
// expect: lease of ben ended
// expect: false
// expect: true
// expect: removed ana
// expect: lease of ana ended
// expect: false
// expect: true
// expect: cy
// expect: nobody
// expect: cy
// expect: lease of dee ended
// expect: after reassign
// expect: 3 -1
// expect: lease of cy ended
// expect: done
