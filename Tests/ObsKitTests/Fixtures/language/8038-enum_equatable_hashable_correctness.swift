// from swiftlang/swift test/Interpreter/enum_equatable_hashable_correctness.swift (adapted)
// expected output: swiftc 6.3.1 (Linux), run on this machine

// Stand-in for StdlibUnittest's checkHashable: values at different indices
// must be unequal (unless expectedEqual), equal values must hash equally.
func checkHashable<T: Hashable>(_ values: [T], equalityOracle: (Int, Int) -> Bool) -> String {
  var ok = true
  for i in values.indices {
    for j in values.indices {
      let eq = values[i] == values[j]
      if eq != equalityOracle(i, j) { ok = false }
      if eq && values[i].hashValue != values[j].hashValue { ok = false }
    }
  }
  return ok ? "ok" : "FAIL"
}
func checkHashable<T: Hashable>(expectedEqual: Bool, _ a: T, _ b: T) -> String {
  let eq = a == b
  let hashOK = !eq || a.hashValue == b.hashValue
  return eq == expectedEqual && hashOK ? "ok" : "FAIL"
}

enum Token: Hashable {
  case string(String)
  case number(Int)
  case comma
  case colon
}

enum Combo<T: Hashable, U: Hashable>: Hashable {
  case none
  case first(T)
  case second(U)
  case both(T, U)
}

print("BasicEquatability/Hashability",
  checkHashable([
    Token.string("foo"),
    Token.number(10),
    Token.comma,
    Token.colon,
  ], equalityOracle: { $0 == $1 }))

print("CloseValuesDoNotCollide",
  Token.string("foo").hashValue != Token.string("goo").hashValue,
  Token.number(10).hashValue != Token.number(11).hashValue)

print("GenericEquatability/Hashability",
  checkHashable([
    Combo<String, Int>.none,
    Combo<String, Int>.first("a"),
    Combo<String, Int>.second(5),
    Combo<String, Int>.both("foo", 5),
  ], equalityOracle: { $0 == $1 }))

print("Equality samples",
  Combo<String, Int>.both("foo", 3) == .both("foo", 3),
  Combo<String, Int>.both("foo", 3) == .both("foo", 4),
  Combo<String, Int>.first("x") == .none)

// Make sure that if the user overrides the synthesized member, that one gets
// used instead.
enum Overrides: Hashable {
  case a(Int), b(String)
  var hashValue: Int { return 2 }
  static func == (lhs: Overrides, rhs: Overrides) -> Bool { return true }
}

print("ExplicitOverridesSynthesized",
  checkHashable(expectedEqual: true, Overrides.a(4), .b("foo")),
  Overrides.a(4).hashValue)

// ...even in an extension.
enum OverridesInExtension: Hashable {
  case a(Int), b(String)
}
extension OverridesInExtension {
  var hashValue: Int { return 2 }
  static func == (lhs: OverridesInExtension, rhs: OverridesInExtension) -> Bool { return true }
}

print("ExplicitOverridesSynthesizedInExtension",
  checkHashable(expectedEqual: true, OverridesInExtension.a(4), .b("foo")),
  OverridesInExtension.a(4).hashValue)

// Try an indirect enum.
enum BinaryTree<Element: Hashable>: Hashable {
  indirect case tree(BinaryTree, BinaryTree)
  case leaf(Element)
}

do {
  let one = BinaryTree<Int>.tree(.leaf(10), .leaf(20))
  let two = BinaryTree<Int>.tree(.leaf(10), .leaf(30))
  let three = BinaryTree<Int>.tree(.leaf(15), .leaf(20))
  let four = BinaryTree<Int>.tree(.leaf(15), .leaf(30))
  print("IndirectEquatability/Hashability",
    checkHashable([one, two, three, four], equalityOracle: { $0 == $1 }),
    one == BinaryTree<Int>.tree(.leaf(10), .leaf(20)))
}

var set: Set<Token> = [.comma, .colon, .number(1), .comma]
print("set count", set.count, set.contains(.number(1)), set.contains(.number(2)))
set.insert(.string("x"))
print("set count", set.count)

// expect: BasicEquatability/Hashability ok
// expect: CloseValuesDoNotCollide true true
// expect: GenericEquatability/Hashability ok
// expect: Equality samples true false false
// expect: ExplicitOverridesSynthesized ok 2
// expect: ExplicitOverridesSynthesizedInExtension ok 2
// expect: IndirectEquatability/Hashability ok true
// expect: set count 3 true false
// expect: set count 4
