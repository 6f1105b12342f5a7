// OptionSet: static members, set algebra on bit flags, contains/insert/remove results, rawValue arithmetic
// known-gap: error: 9599-optionset.swift:29:43: error: no match for call to 'Perm(_:)'; its memberwise initializer is 'Perm(rawValue:)'
struct Perm: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Perm(rawValue: 1 << 0)
    static let write = Perm(rawValue: 1 << 1)
    static let exec = Perm(rawValue: 1 << 2)
    static let all: Perm = [.read, .write, .exec]
    static let none: Perm = []
    var description: String {
        let names = [(Perm.read, "r"), (.write, "w"), (.exec, "x")]
        return names.map { contains($0.0) ? $0.1 : "-" }.joined()
    }
}

var p: Perm = [.read, .write]
print(p, p.rawValue, Perm.all, Perm.none, Perm.none.isEmpty)
print(p.contains(.read), p.contains(.exec), p.contains([.read, .write]), p.contains(.all))
let ins1 = p.insert(.exec)
let ins2 = p.insert(.read)
print(ins1.inserted, ins1.memberAfterInsert, ins2.inserted, p)
print(p.remove(.write) as Any, p.remove(.write) as Any, p)
p.formUnion(.write)
print(p == .all, p)
p.subtract([.read, .exec])
print(p, p.rawValue)
print(Perm.all.subtracting(.write), Perm.all.intersection([.write, .exec]), Perm.read.union(.exec))
print(Perm.read.symmetricDifference([.read, .write]), Perm.all.isSuperset(of: [.read]), Perm.read.isSubset(of: .write))
print(Perm.read.isDisjoint(with: .write), Perm([.read, .read, .read]).rawValue)
let fromRaw = Perm(rawValue: 0b1111_1101)
print(fromRaw.rawValue, fromRaw.contains(.exec), fromRaw.contains(.write), fromRaw.intersection(.all))
var toggles = Perm()
for bit in [Perm.exec, .read, .exec, .write] {
    if toggles.contains(bit) { toggles.remove(bit) } else { toggles.insert(bit) }
    print("toggle ->", toggles)
}
let users: [String: Perm] = ["root": .all, "guest": .read, "dev": [.read, .write]]
for name in users.keys.sorted() { print(name, users[name]!, users[name]!.contains(.write) ? "can write" : "read-only") }
let combined = users.values.reduce(Perm()) { $0.union($1) }
let shared = users.values.reduce(Perm.all) { $0.intersection($1) }
print(combined, shared)
let update = p.update(with: .exec)
print(update as Any, p)
struct Big: OptionSet { let rawValue: Int; static let hi = Big(rawValue: 1 << 62) }
let big: Big = [.hi, Big(rawValue: 1)]
print(big.rawValue, big.contains(.hi), Big.hi.rawValue.nonzeroBitCount)

// expect: rw- 3 rwx --- true
// expect: true false true false
// expect: true --x false rwx
// expect: Optional(-w-) nil r-x
// expect: true rwx
// expect: -w- 2
// expect: r-x -wx r-x
// expect: -w- true false
// expect: true 1
// expect: 253 true false r-x
// expect: toggle -> --x
// expect: toggle -> r-x
// expect: toggle -> r--
// expect: toggle -> rw-
// expect: dev rw- can write
// expect: guest r-- read-only
// expect: root rwx can write
// expect: rwx r--
// expect: nil -wx
// expect: 4611686018427387905 true 1
