// Compiler test style: existential any P boxes opened by passing to generic functions
protocol Named {
  associatedtype ID: CustomStringConvertible
  var id: ID { get }
  static var kind: String { get }
}

struct User: Named {
  let id: Int
  static var kind: String { "user" }
}

struct Group: Named {
  let id: String
  static var kind: String { "group" }
}

func label<T: Named>(_ x: T) -> String {
  return "\(T.kind)#\(x.id) (\(T.self), ID=\(T.ID.self))"
}

let items: [any Named] = [User(id: 7), Group(id: "admins"), User(id: 9)]
for item in items {
  print(label(item))
}

func metaOf<T>(_ x: T) -> String { return "\(T.self)" }
let boxed: any Named = User(id: 1)
print(metaOf(boxed))
print(type(of: boxed))

func opened<T: Named>(_ x: T) -> T.Type { return T.self }
print(opened(boxed))
print(opened(boxed).kind)

func ids<T: Named>(_ x: T) -> [String] { return [x.id.description, x.id.description] }
print(items.flatMap { ids($0) })

protocol Resettable {
  mutating func reset()
  var value: Int { get }
}

struct Num: Resettable {
  var value: Int
  mutating func reset() { value = 0 }
}

func resetIt<T: Resettable>(_ x: inout T) { x.reset() }

var r: any Resettable = Num(value: 5)
print(r.value)
resetIt(&r)
print(r.value)

func maybeKind<T: Named>(_ x: T?) -> String { return x.map { _ in T.kind } ?? "none" }
let optBox: (any Named)? = Group(id: "g")
if let o = optBox {
  print(label(o))
}

func compare<T: Named>(_ a: T, with others: [any Named]) -> Int {
  return others.filter { $0 is T }.count
}
print(compare(User(id: 0), with: items))
print(compare(Group(id: ""), with: items))

func openAndCompare<T: Named>(_ x: T) -> Int { return compare(x, with: items) }
for item in items { print(openAndCompare(item)) }

// expect: user#7 (User, ID=Int)
// expect: group#admins (Group, ID=String)
// expect: user#9 (User, ID=Int)
// expect: Named
// expect: User
// expect: User
// expect: user
// expect: ["7", "7", "admins", "admins", "9", "9"]
// expect: 5
// expect: 0
// expect: group#g (Group, ID=String)
// expect: 2
// expect: 1
// expect: 2
// expect: 1
// expect: 2
