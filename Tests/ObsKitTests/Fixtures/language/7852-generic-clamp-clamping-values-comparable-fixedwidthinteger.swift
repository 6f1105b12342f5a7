// Blog style (generic clamp): clamping values with Comparable and FixedWidthInteger helpers
extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
print(15.clamped(to: 0...10))
print((-3).clamped(to: 0...10))
print(2.5.clamped(to: 0.0...1.0))
print(UInt8(7).clamped(to: 1...5))

func saturatingAdd<T: FixedWidthInteger>(_ a: T, _ b: T) -> T {
    let (sum, overflow) = a.addingReportingOverflow(b)
    if !overflow { return sum }
    return b > 0 ? T.max : T.min
}
print(saturatingAdd(Int8(100), 100))
print(saturatingAdd(Int8(-100), -100))
print(saturatingAdd(UInt16(65000), 1000))
print(saturatingAdd(Int32(5), 6))

func normalize<F: BinaryFloatingPoint>(_ x: F, lo: F, hi: F) -> F {
    ((x - lo) / (hi - lo)).clamped(to: 0...1)
}
print(normalize(5.0, lo: 0, hi: 10))
print(normalize(Float(12), lo: 0, hi: 10))
print(normalize(-1.0, lo: 0, hi: 4))
// expect: 10
// expect: 0
// expect: 1.0
// expect: 5
// expect: 127
// expect: -128
// expect: 65535
// expect: 11
// expect: 0.5
// expect: 1.0
// expect: 0.0
