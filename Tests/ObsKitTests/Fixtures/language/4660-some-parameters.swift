// App code style: some P in parameter position for a small rendering pipeline
protocol Renderer {
  associatedtype Output
  func render(_ text: String) -> Output
}

struct Upper: Renderer {
  func render(_ text: String) -> String { text.uppercased() }
}
struct Length: Renderer {
  func render(_ text: String) -> Int { text.count }
}
struct Bracket<Inner: Renderer>: Renderer {
  let inner: Inner
  func render(_ text: String) -> String { "[\(inner.render(text))]" }
}

func renderAll(_ r: some Renderer, _ lines: [String]) -> [String] {
  lines.map { "\(r.render($0))" }
}

func renderTwo(_ a: some Renderer, _ b: some Renderer, _ text: String) -> String {
  "\(a.render(text)) & \(b.render(text))"
}

func outputType(of r: some Renderer) -> String {
  func helper<R: Renderer>(_: R) -> String { "\(R.self) -> \(R.Output.self)" }
  return helper(r)
}

let lines = ["hello", "opaque", "params"]
print(renderAll(Upper(), lines))
print(renderAll(Length(), lines))
print(renderAll(Bracket(inner: Length()), lines))
print(renderTwo(Upper(), Bracket(inner: Upper()), "mix"))
print(outputType(of: Upper()))
print(outputType(of: Bracket(inner: Bracket(inner: Length()))))

func sumAll(_ xs: some Sequence<Int>) -> Int { xs.reduce(0, +) }
print(sumAll([1, 2, 3]), sumAll(1...10), sumAll(Set([4, 4, 5])))

func printAll(_ items: some Collection<some CustomStringConvertible>) {
  print(items.map(\.description).joined(separator: " | "))
}
printAll([1, 2])
printAll(["a": 1].values)
printAll([true, false])


struct Screen {
  var rows: [String] = []
  mutating func add(_ value: some CustomStringConvertible) { rows.append(value.description) }
  mutating func add(_ values: some Sequence<Int>, label: String) {
    rows.append(label + ": " + values.map(String.init).joined(separator: ","))
  }
}
var screen = Screen()
screen.add(42)
screen.add("title")
screen.add(3.5)
screen.add([1, 2, 3], label: "nums")
screen.add(stride(from: 10, to: 0, by: -4), label: "down")
for r in screen.rows { print(r) }

func firstMatch<C: Collection>(in c: C, where pred: (C.Element) -> Bool) -> C.Element? {
  for x in c where pred(x) { return x }
  return nil
}
func describeFirst(_ c: some Collection<String>) -> String {
  firstMatch(in: c) { $0.count > 3 } ?? "none"
}
print(describeFirst(["a", "abcd", "xyzzy"]))
print(describeFirst(["ab"]))

func pairUp(_ a: some Sequence<Int>, _ b: some Sequence<String>) -> [String] {
  zip(a, b).map { "\($0)\($1)" }
}
print(pairUp(1..., ["x", "y", "z"]))

// expect: ["HELLO", "OPAQUE", "PARAMS"]
// expect: ["5", "6", "6"]
// expect: ["[5]", "[6]", "[6]"]
// expect: MIX & [MIX]
// expect: Upper -> String
// expect: Bracket<Bracket<Length>> -> String
// expect: 6 55 9
// expect: 1 | 2
// expect: 1
// expect: true | false
// expect: 42
// expect: title
// expect: 3.5
// expect: nums: 1,2,3
// expect: down: 10,6,2
// expect: abcd
// expect: none
// expect: ["1x", "2y", "3z"]
