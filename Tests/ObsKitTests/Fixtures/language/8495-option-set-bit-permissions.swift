// Swift book style (Advanced Operators): an OptionSet of permission bits combined with |, &, ^, ~ and shifts, plus a custom operator
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt8

    static let read    = Permissions(rawValue: 1 << 0)
    static let write   = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let share   = Permissions(rawValue: 1 << 3)

    static let all: Permissions = [.read, .write, .execute, .share]

    var description: String {
        let names: [(Permissions, String)] = [(.read, "r"), (.write, "w"), (.execute, "x"), (.share, "s")]
        return names.map { contains($0.0) ? $0.1 : "-" }.joined()
    }
}

infix operator ~> : AdditionPrecedence
// grant: lhs ~> rhs gives lhs plus rhs
func ~> (lhs: Permissions, rhs: Permissions) -> Permissions { lhs.union(rhs) }

var mine: Permissions = [.read, .write]
print("mine:", mine, mine.rawValue)
mine.insert(.execute)
print("after insert:", mine, mine.rawValue)
mine.remove(.write)
print("after remove:", mine)

let guest: Permissions = .read
print("guest ~> share:", guest ~> .share)
print("intersection:", mine.intersection(.all), "symmetric:", mine.symmetricDifference([.read, .share]))
print("missing from all:", Permissions.all.subtracting(mine))

// the same ideas with raw bits
let raw = mine.rawValue
print("bits:", String(raw, radix: 2), "inverted:", String(~raw & 0b1111, radix: 2))
print("xor write:", Permissions(rawValue: raw ^ Permissions.write.rawValue))
print("shifted left:", Permissions(rawValue: (raw << 1) & Permissions.all.rawValue))

let requests: [(String, Permissions)] = [("view", .read), ("edit", [.read, .write]), ("run", .execute)]
for (action, needed) in requests {
    print(action, mine.isSuperset(of: needed) ? "allowed" : "denied (needs \(needed))")
}

var tally = 0
for bit in 0..<8 where raw & (1 << bit) != 0 {
    tally += 1
}
print("bits set:", tally, raw.nonzeroBitCount)

// expect: mine: rw-- 3
// expect: after insert: rwx- 7
// expect: after remove: r-x-
// expect: guest ~> share: r--s
// expect: intersection: r-x- symmetric: --xs
// expect: missing from all: -w-s
// expect: bits: 101 inverted: 1010
// expect: xor write: rwx-
// expect: shifted left: -w-s
// expect: view allowed
// expect: edit denied (needs rw--)
// expect: run allowed
// expect: bits set: 2 2
