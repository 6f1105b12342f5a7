// SetAlgebra's `init<S: Sequence>(_ sequence: S)` for an OptionSet (`Perm([.read, .write])`, from an array
// literal, a variable, a filtered array), and option-set literals as the values of a declared dictionary
// (expected output: swiftc 6.3.1 on this machine).
struct Perm: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Perm(rawValue: 1)
    static let write = Perm(rawValue: 2)
    static let exec = Perm(rawValue: 4)
    var description: String { [(Perm.read, "r"), (.write, "w"), (.exec, "x")].map { contains($0.0) ? $0.1 : "-" }.joined() }
}
print(Perm([.read, .write, .read]).rawValue, Perm([]).isEmpty, Perm([.exec]))
let chosen: [Perm] = [.exec, .read]
print(Perm(chosen), Perm(chosen.filter { $0 != .read }), Perm(chosen.reversed()) == Perm(chosen))
let users: [String: Perm] = ["root": [.read, .write, .exec], "guest": .read, "dev": [.read, .write]]
for name in users.keys.sorted() { print(name, users[name]!, users[name]!.contains(.write)) }
var nested: [[Perm]] = [[.read, [.write, .exec]], []]
print(nested.map { Perm($0) }, nested[0][1].rawValue)
struct Flags: OptionSet { let rawValue: Int; static let a = Flags(rawValue: 1); static let b = Flags(rawValue: 8) }
print(Flags([.a, .b]).rawValue, Flags([Flags.b]).contains(.a))

// expect: 3 true --x
// expect: r-x --x true
// expect: dev rw- true
// expect: guest r-- false
// expect: root rwx true
// expect: [rwx, ---] 6
// expect: 9 false
