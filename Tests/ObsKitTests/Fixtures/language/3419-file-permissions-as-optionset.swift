// App code style: file permissions as an OptionSet (RawRepresentable + SetAlgebra) with CustomStringConvertible and static presets
struct Permissions: OptionSet, CustomStringConvertible, Hashable {
    let rawValue: UInt8

    static let read = Permissions(rawValue: 1 << 2)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 0)

    static let none: Permissions = []
    static let readWrite: Permissions = [.read, .write]
    static let all: Permissions = [.read, .write, .execute]

    var description: String {
        (contains(.read) ? "r" : "-") + (contains(.write) ? "w" : "-") + (contains(.execute) ? "x" : "-")
    }
}

struct FileEntry: CustomStringConvertible {
    let name: String
    var owner: Permissions
    var others: Permissions
    var description: String { "\(owner)\(others) \(name)" }
    var octal: String { "\(owner.rawValue)\(others.rawValue)" }
}

var files = [
    FileEntry(name: "build.sh", owner: .all, others: [.read, .execute]),
    FileEntry(name: "notes.txt", owner: .readWrite, others: .read),
    FileEntry(name: "secret.key", owner: .read, others: .none),
]
for f in files { print(f, f.octal) }
files[2].owner.insert(.write)
files[1].others.formUnion(.write)
files[0].others.remove(.execute)
print(files.map(\.description))
let p: Permissions = [.write, .execute]
print(p, p.rawValue, p.contains(.write), p.isSubset(of: .all), p.isEmpty)
print(p.union(.read), p.intersection(.readWrite), p.symmetricDifference(.all), Permissions.all.subtracting(p))
print(Permissions(rawValue: 5), Permissions(rawValue: 0), Permissions.none.isEmpty)
var q = Permissions.read
let (inserted, member) = q.insert(.read)
print(inserted, member, q.insert(.execute).inserted, q)
print(Permissions.all.isSuperset(of: q), q.isDisjoint(with: .write))
let executable = files.filter { $0.owner.contains(.execute) }.map(\.name)
print(executable)
let distinct = Set(files.map(\.others))
print(distinct.count, distinct.map(\.rawValue).sorted())
// expect: rwxr-x build.sh 75
// expect: rw-r-- notes.txt 64
// expect: r----- secret.key 40
// expect: ["rwxr-- build.sh", "rw-rw- notes.txt", "rw---- secret.key"]
// expect: -wx 3 true true false
// expect: rwx -w- r-- r--
// expect: r-x --- true
// expect: false r-- true r-x
// expect: true true
// expect: ["build.sh"]
// expect: 3 [0, 4, 6]
