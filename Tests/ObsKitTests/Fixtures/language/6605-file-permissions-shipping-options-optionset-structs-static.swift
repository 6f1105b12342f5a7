// Swift by Sundell style (OptionSet): file permissions and shipping options as OptionSet structs with static members, set algebra and a printable list
struct Permissions: OptionSet {
    let rawValue: UInt8

    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)

    static let readWrite: Permissions = [.read, .write]
    static let all: Permissions = [.read, .write, .execute]
}

extension Permissions: CustomStringConvertible {
    var description: String {
        let names: [(Permissions, String)] = [(.read, "r"), (.write, "w"), (.execute, "x")]
        return names.map { contains($0.0) ? $0.1 : "-" }.joined()
    }
}

var file: Permissions = .read
print(file, file.rawValue)
file.insert(.write)
print(file, file == .readWrite)
file.formUnion(.execute)
print(file, file == .all)
file.remove(.write)
print(file, file.rawValue)
print(file.contains(.execute), file.contains(.write))
print(file.isSubset(of: .all), Permissions.all.isSuperset(of: file))
print(Permissions.all.subtracting(.readWrite))
print(file.intersection(.readWrite), file.symmetricDifference(.readWrite))
print(Permissions(), Permissions().isEmpty)
print([Permissions.read, .readWrite, .all])

let (inserted, member) = file.insert(.read)
print(inserted, member)
print(file.update(with: .write) ?? Permissions(), file)

struct Shipping: OptionSet {
    let rawValue: Int
    static let nextDay = Shipping(rawValue: 1)
    static let secondDay = Shipping(rawValue: 2)
    static let priority = Shipping(rawValue: 4)
    static let standard = Shipping(rawValue: 8)
    static let express: Shipping = [.nextDay, .secondDay]
}
let order: Shipping = [.express, .priority]
print(order.rawValue, order.contains(.nextDay), order.contains(.standard))
let choices = [Shipping.standard, .express, [.priority, .standard]]
print(choices.map(\.rawValue), choices.filter { $0.contains(.standard) }.count)
print(Shipping(rawValue: 15).subtracting(order).rawValue)

// expect: r-- 1
// expect: rw- true
// expect: rwx true
// expect: r-x 5
// expect: true false
// expect: true true
// expect: --x
// expect: r-- -wx
// expect: --- true
// expect: [r--, rw-, rwx]
// expect: false r--
// expect: --- rwx
// expect: 7 true false
// expect: [8, 3, 12] 2
// expect: 8
