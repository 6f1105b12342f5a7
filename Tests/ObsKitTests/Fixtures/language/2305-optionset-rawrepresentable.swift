// Compiler test style: OptionSet and manual RawRepresentable structs alongside raw-value enums, set algebra and membership
struct Permissions: OptionSet, CustomStringConvertible {
  let rawValue: UInt8
  static let read = Permissions(rawValue: 1 << 0)
  static let write = Permissions(rawValue: 1 << 1)
  static let execute = Permissions(rawValue: 1 << 2)
  static let all: Permissions = [.read, .write, .execute]

  var description: String {
    let names: [(Permissions, Character)] = [(.read, "r"), (.write, "w"), (.execute, "x")]
    return String(names.map { contains($0.0) ? $0.1 : "-" })
  }
}

var perms: Permissions = [.read]
print(perms, perms.rawValue)
perms.insert(.execute)
print(perms, perms.contains(.write), perms.contains(.execute))
perms.formUnion(.write)
print(perms, perms == .all)
perms.remove(.read)
print(perms, perms.rawValue)
print(Permissions.all.subtracting(.write), Permissions.all.intersection([.write, .read]))
print(Permissions(rawValue: 5), Permissions().isEmpty, Permissions.all.isSuperset(of: [.read, .write]))
let inserted = perms.insert(.write)
print(inserted.inserted, inserted.memberAfterInsert)

struct HTTPMethod: RawRepresentable, Hashable {
  let rawValue: String
  init(rawValue: String) { self.rawValue = rawValue.uppercased() }
  static let get = HTTPMethod(rawValue: "get")
  static let post = HTTPMethod(rawValue: "post")
}
let m = HTTPMethod(rawValue: "Post")
print(m == .post, m.rawValue, HTTPMethod.get.rawValue)
let allowed: Set<HTTPMethod> = [.get, .post]
print(allowed.contains(HTTPMethod(rawValue: "GET")), allowed.contains(HTTPMethod(rawValue: "PUT")))

enum Mode: String {
  case fast = "F", safe = "S"
}
func rawOf<T: RawRepresentable>(_ value: T) -> T.RawValue { value.rawValue }
print(rawOf(Mode.safe), rawOf(HTTPMethod.get), rawOf(Permissions.execute))
func parse<T: RawRepresentable>(_ raws: [T.RawValue], as: T.Type) -> [T] {
  return raws.compactMap(T.init(rawValue:))
}
print(parse(["F", "X", "S"], as: Mode.self))
print(parse([3, 6], as: Permissions.self))

// expect: r-- 1
// expect: r-x false true
// expect: rwx true
// expect: -wx 6
// expect: r-x rw-
// expect: r-x true true
// expect: false -w-
// expect: true POST GET
// expect: true false
// expect: S GET 4
// expect: [main.Mode.fast, main.Mode.safe]
// expect: [rw-, -wx]
