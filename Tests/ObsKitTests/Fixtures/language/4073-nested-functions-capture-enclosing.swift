// Compiler test style: nested functions capture enclosing locals and parameters
// known-gap: error: 4073-nested-functions-capture-enclosing.swift:38:26: error: cannot find 'value' in scope
func outer(_ base: Int) -> Int {
  var acc = base
  func add(_ n: Int) { acc += n }
  func twice() { add(acc) }
  add(3)
  twice()
  return acc
}
print(outer(1))
print(outer(10))

func makeGreeter(prefix: String) -> (String) -> String {
  var count = 0
  func greet(_ name: String) -> String {
    count += 1
    return "\(prefix) \(name) #\(count)"
  }
  return greet
}
let g = makeGreeter(prefix: "Hi")
print(g("Ann"))
print(g("Bob"))

func levels() -> String {
  let a = "A"
  func mid() -> String {
    let b = "B"
    func inner() -> String { a + b + "C" }
    return inner() + b
  }
  return mid() + a
}
print(levels())

func usesLater() -> Int {
  func helper() -> Int { value * 2 }
  let value = 21
  return helper()
}
print(usesLater())
// expect: 8
// expect: 26
// expect: Hi Ann #1
// expect: Hi Bob #2
// expect: ABCBA
// expect: 42
