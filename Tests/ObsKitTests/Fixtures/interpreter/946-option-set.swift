// An OptionSet of permissions: array literals of options, contains, insert, remove, union, intersection and isEmpty.
// Expected output: swiftc 6.3.1 on this machine.
struct Permission: OptionSet {
    let rawValue: UInt8
    static let read = Permission(rawValue: 1 << 0)
    static let write = Permission(rawValue: 1 << 1)
    static let share = Permission(rawValue: 1 << 2)
    static let all: Permission = [.read, .write, .share]
}
var mine: Permission = [.read, .write]
print(mine.rawValue, mine.contains(.write), mine.contains(.share))
print(mine.insert(.share).inserted, mine.insert(.read).inserted, mine.rawValue)
print(mine.remove(.write) != nil, mine.remove(.write) == nil, mine.rawValue)
let guest: Permission = [.read]
print(mine.intersection(guest).rawValue, mine.union(.write) == .all, Permission.all.rawValue)
print(mine.subtracting(.read).rawValue, Permission().isEmpty, guest.isSubset(of: mine))
mine.formUnion([.write])
print(mine == .all, mine == [.share, .write, .read])

// expect: 3 true false
// expect: true false 7
// expect: true true 5
// expect: 1 true 7
// expect: 4 true true
// expect: true true
