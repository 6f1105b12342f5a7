// Swift book style: variadic parameters, default values, and argument labels
func arithmeticMean(_ numbers: Double...) -> Double {
    var total: Double = 0
    for number in numbers { total += number }
    return total / Double(numbers.count)
}
print(arithmeticMean(1, 2, 3, 4, 5))
print(arithmeticMean(3, 8.25, 18.75))

func greet(person: String, from hometown: String) -> String {
    "Hello \(person)!  Glad you could visit from \(hometown)."
}
print(greet(person: "Bill", from: "Cupertino"))

func someFunction(parameterWithoutDefault: Int, parameterWithDefault: Int = 12) -> String {
    "\(parameterWithoutDefault) and \(parameterWithDefault)"
}
print(someFunction(parameterWithoutDefault: 3, parameterWithDefault: 6))
print(someFunction(parameterWithoutDefault: 4))

func join(_ parts: String..., separator: String = ", ", terminator: String = ".") -> String {
    parts.joined(separator: separator) + terminator
}
print(join("a", "b", "c"))
print(join("x", "y", separator: "-"))
print(join(terminator: "!"))
print(join("solo", separator: "+", terminator: "?"))

func stats(of values: Int..., scale: Int = 1) -> (min: Int, max: Int, sum: Int) {
    let scaled = values.map { $0 * scale }
    return (scaled.min() ?? 0, scaled.max() ?? 0, scaled.reduce(0, +))
}
let s = stats(of: 4, -2, 9, 1)
print(s.min, s.max, s.sum)
let t = stats(of: 1, 2, 3, scale: 10)
print(t)

func tag(_ name: String, _ attrs: (String, String)..., selfClosing: Bool = false) -> String {
    let a = attrs.map { " \($0.0)=\"\($0.1)\"" }.joined()
    return selfClosing ? "<\(name)\(a)/>" : "<\(name)\(a)></\(name)>"
}
print(tag("br", selfClosing: true))
print(tag("a", ("href", "x.html"), ("id", "top")))

func countdown(from start: Int = 3, by step: Int = 1) -> [Int] {
    Array(stride(from: start, through: 0, by: -step))
}
print(countdown(), countdown(from: 10, by: 4), countdown(by: 2))
// expect: 3.0
// expect: 10.0
// expect: Hello Bill!  Glad you could visit from Cupertino.
// expect: 3 and 6
// expect: 4 and 12
// expect: a, b, c.
// expect: x-y.
// expect: !
// expect: solo?
// expect: -2 9 12
// expect: (min: 10, max: 30, sum: 60)
// expect: <br/>
// expect: <a href="x.html" id="top"></a>
// expect: [3, 2, 1, 0] [10, 6, 2] [3, 1]
