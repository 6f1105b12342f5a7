// Compiler test style: constrained extensions are preferred over unconstrained ones when they apply
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 4: expected "any array of 2", got "int array summing to 3"
protocol Describer {
  func kind() -> String
}

extension Array {
  func info() -> String { return "any array of \(count)" }
}
extension Array where Element: Equatable {
  func info() -> String { return "equatable array of \(count)" }
}
extension Array where Element == Int {
  func info() -> String { return "int array summing to \(reduce(0, +))" }
}

struct Opaque {}

print([Opaque(), Opaque()].info())
print(["a", "b", "c"].info())
print([1, 2, 3].info())

func generic<T>(_ a: [T]) -> String { return a.info() }
func genericEq<T: Equatable>(_ a: [T]) -> String { return a.info() }
print(generic([1, 2]))
print(genericEq([1, 2]))
print(genericEq(["x"]))

extension Collection {
  func firstDup() -> String { return "unknown" }
}
extension Collection where Element: Hashable {
  func firstDup() -> String {
    var seen = Set<Element>()
    for e in self {
      if seen.contains(e) { return "dup \(e)" }
      seen.insert(e)
    }
    return "none"
  }
}
print([1, 2, 3, 2].firstDup())
print("hello".firstDup())
print([Opaque()].firstDup())
// expect: any array of 2
// expect: equatable array of 3
// expect: int array summing to 6
// expect: any array of 2
// expect: equatable array of 2
// expect: equatable array of 1
// expect: dup 2
// expect: dup l
// expect: unknown
