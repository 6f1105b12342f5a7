// Compiler test style: generic clamp over Comparable with mixed literal bounds
// known-gap: needs the compiler check (literal types); unchecked: line 12: expected "ClosedRange<Double>", got "ClosedRange<Int>"
func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T {
    return min(max(x, lo), hi)
}

print(clamp(15, 0, 10))
print(clamp(2.5, 0, 1))
let d = 0.75
print(clamp(d, 0, 1), type(of: clamp(d, 0, 1)))
print(clamp(-3, 0, 1.5))
let f: Float = 9
print(clamp(f, 1, 5), type(of: clamp(f, 1, 5)))
print(clamp("m", "a", "k"))

extension Comparable {
    func clamped(to r: ClosedRange<Self>) -> Self {
        min(max(self, r.lowerBound), r.upperBound)
    }
}
print(12.clamped(to: 0...10))
print(0.3.clamped(to: 0.5...1))
let r: ClosedRange<Double> = 0...1
print(r, type(of: r))
print(1.7.clamped(to: r))
let i8: Int8 = -100
print(i8.clamped(to: -50...50), type(of: i8.clamped(to: -50...50)))
let mixedRange = 1...2.5
print(type(of: mixedRange))
// expect: 10
// expect: 1.0
// expect: 0.75 Double
// expect: 0.0
// expect: 5.0 Float
// expect: k
// expect: 10
// expect: 0.5
// expect: 0.0...1.0 ClosedRange<Double>
// expect: 1.0
// expect: -50 Int8
// expect: ClosedRange<Double>
