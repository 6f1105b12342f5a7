// Hacking with Swift style (generic constraints on functions): Numeric, BinaryInteger and FloatingPoint constrained helpers chosen by overload resolution
// known-gap: needs the compiler check (overloads and generic results chosen by static types); unchecked: error: 6584-numeric-binaryinteger-floatingpoint-constrained-helpers-chosen-overload.swift:20:47: error: no exact matches in call to 'mean(_:)' with arguments of type (Array<Any>); candidates: mean(_:)
func sum<T: Numeric>(_ values: [T]) -> T { values.reduce(0, +) }

func mean<T: BinaryInteger>(_ values: [T]) -> T { values.isEmpty ? 0 : sum(values) / T(values.count) }
func mean<T: FloatingPoint>(_ values: [T]) -> T { values.isEmpty ? 0 : sum(values) / T(values.count) }

func describeKind<T: Numeric>(_ value: T) -> String { "number" }
func describeKind<T: BinaryInteger>(_ value: T) -> String { "integer (\(T.isSigned ? "signed" : "unsigned"), \(value.bitWidth) bits)" }
func describeKind<T: BinaryFloatingPoint>(_ value: T) -> String { "float (\(T.significandBitCount) significand bits)" }

func clamp<T: Comparable>(_ value: T, to range: ClosedRange<T>) -> T {
    min(max(value, range.lowerBound), range.upperBound)
}

extension Sequence where Element: BinaryInteger {
    var evenCount: Int { filter { $0.isMultiple(of: 2) }.count }
}

print(sum([1, 2, 3]), sum([0.5, 1.5]), sum([UInt8(200), 55]))
print(mean([1, 2, 4]), mean([1.0, 2.0, 4.0]), mean([Int]()))
print(describeKind(5), describeKind(UInt16(5)), describeKind(Int8(-1)))
print(describeKind(2.5), describeKind(Float(1)))
print(clamp(15, to: 0...10), clamp(-3.5, to: -1.0...1.0), clamp("m", to: "a"..."f"))
print([1, 2, 3, 4, 6].evenCount, (UInt(1)...9).evenCount)

// expect: 6 2.0 255
// expect: 2 2.3333333333333335 0
// expect: integer (signed, 64 bits) integer (unsigned, 16 bits) integer (signed, 8 bits)
// expect: float (52 significand bits) float (23 significand bits)
// expect: 10 -1.0 f
// expect: 3 4
