// Class: crash (found by obsfuzz: a name inside a parameter wrapper's arguments, `@Clamped(0...UInt.max)`,
// was never resolved and reached the evaluator, which stopped ObsKit on an invariant). The wrapper's arguments
// are now resolved like the parameter's default. swiftc 6.3.1 rejects the mismatched range ('UInt' is not
// 'Int'); with the compiler check off ObsREPL runs it, and here the well-typed form gives swiftc's output.
@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int { value }
}
func describe(@Clamped(0...Int(UInt8.max)) level: Int = 5) -> String { "level \(level)" }
print(describe(level: 300))
print(describe(level: -4))
print(describe())
// expect: level 255
// expect: level 0
// expect: level 5
