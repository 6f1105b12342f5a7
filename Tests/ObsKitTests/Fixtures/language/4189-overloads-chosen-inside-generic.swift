// Compiler test style: overloads chosen inside generic functions are fixed at compile time, requirements are not
// known-gap: needs the compiler check (the callee it chooses); unchecked: line 4: expected "speaker", got "any"
protocol Speaker {
  func say() -> String
}
extension Speaker {
  func whisper() -> String { return "psst (default)" }
}
struct Loud: Speaker {
  func say() -> String { return "HEY" }
  func whisper() -> String { return "psst (Loud)" }
}

func describe(_ x: Any) -> String { return "any" }
func describe(_ x: Loud) -> String { return "loud" }
func describe<T: Speaker>(_ x: T) -> String { return "speaker" }

func wrapper<T: Speaker>(_ x: T) -> String {
  return describe(x) + " " + x.say() + " " + x.whisper()
}
func wrapperAny<T>(_ x: T) -> String { return describe(x) }

print(describe(Loud()))
print(wrapper(Loud()))
print(wrapperAny(Loud()))
let sp: any Speaker = Loud()
print(describe(sp))
print(sp.whisper(), Loud().whisper())

extension Int {
  func kind() -> String { return "Int.kind" }
}
extension BinaryInteger {
  func kind() -> String { return "BinaryInteger.kind" }
}
func kindOf<T: BinaryInteger>(_ x: T) -> String { return x.kind() }
print(5.kind(), kindOf(5), UInt8(1).kind())

extension Sequence {
  func tag() -> String { return "Sequence.tag" }
}
extension Array {
  func tag() -> String { return "Array.tag" }
}
func tagOf<S: Sequence>(_ s: S) -> String { return s.tag() }
print([1].tag(), tagOf([1]), (1...2).tag())
// expect: loud
// expect: speaker HEY psst (default)
// expect: any
// expect: speaker
// expect: psst (default) psst (Loud)
// expect: Int.kind BinaryInteger.kind BinaryInteger.kind
// expect: Array.tag Sequence.tag Sequence.tag
