// Compiler test style: static computed properties and static methods on generic types in extensions
struct Box<T> {
  var value: T
}
extension Box {
  static var typeName: String { "Box<\(T.self)>" }
  static func make(_ v: T) -> Box { Box(value: v) }
}
extension Box where T: Numeric {
  static var zero: Box { Box(value: 0) }
  static func + (a: Box, b: Box) -> Box { Box(value: a.value + b.value) }
}
extension Box where T == String {
  static var empty: Box { Box(value: "") }
}

enum Counter<Tag> {
  static var label: String { "counter for \(Tag.self)" }
  static func describe(_ n: Int) -> String { "\(n) x \(Tag.self)" }
}
struct Apples {}
struct Pears {}

protocol HasDefault { static var defaultValue: Self { get } }
extension Int: HasDefault { static var defaultValue: Int { -1 } }
extension String: HasDefault { static var defaultValue: String { "?" } }
extension Box: HasDefault where T: HasDefault {
  static var defaultValue: Box { Box(value: T.defaultValue) }
}

func defaults<T: HasDefault>(_ type: T.Type, count: Int) -> [T] {
  Array(repeating: T.defaultValue, count: count)
}

print(Box<Int>.typeName, Box<[String]>.typeName)
print(Box.make(3.5).value, Box<Int>.zero.value)
print((Box(value: 2) + Box(value: 40)).value)
print((Box<Double>.zero + .make(1.25)).value)
print(Box<String>.empty.value.isEmpty)
print(Counter<Apples>.label)
print(Counter<Pears>.describe(3))
print(defaults(Int.self, count: 2), defaults(String.self, count: 3))
print(Box<Int>.defaultValue.value, Box<Box<String>>.defaultValue.value.value)
print(defaults(Box<Int>.self, count: 2).map { $0.value })
print(Box<Box<Int>>.typeName)
// expect: Box<Int> Box<Array<String>>
// expect: 3.5 0
// expect: 42
// expect: 1.25
// expect: true
// expect: counter for Apples
// expect: 3 x Pears
// expect: [-1, -1] ["?", "?", "?"]
// expect: -1 ?
// expect: [-1, -1]
// expect: Box<Box<Int>>
