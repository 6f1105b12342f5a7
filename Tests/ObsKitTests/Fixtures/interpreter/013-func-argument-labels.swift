// Argument labels that differ from the parameter names.
func distance(from start: Int, to end: Int) -> Int {
    return end - start
}
func describe(_ value: Int, withUnit unit: String) -> String {
    return "\(value) \(unit)"
}
print(distance(from: 3, to: 10))
// expect: 7
print(describe(5, withUnit: "kg"))
// expect: 5 kg
