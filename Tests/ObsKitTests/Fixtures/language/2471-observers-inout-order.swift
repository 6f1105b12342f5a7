// Compiler test style: willSet/didSet order and count when a property is passed inout
struct Counter {
  var value: Int = 0 {
    willSet { print("  willSet value: \(value) -> \(newValue)") }
    didSet { print("  didSet value: \(oldValue) -> \(value)") }
  }
}

func incrementTwice(_ x: inout Int) {
  print("  inside: start \(x)")
  x += 1
  x += 1
  print("  inside: end \(x)")
}

func noChange(_ x: inout Int) {
  print("  inside noChange: \(x)")
}

var c = Counter()
print("call incrementTwice")
incrementTwice(&c.value)
print("call noChange")
noChange(&c.value)
print("compound assignment")
c.value *= 3

var globalScore: Int = 5 {
  willSet(incoming) { print("  global willSet \(incoming)") }
  didSet(previous) { print("  global didSet was \(previous)") }
}
print("global inout")
incrementTwice(&globalScore)
print("global final:", globalScore)
// expect: call incrementTwice
// expect:   inside: start 0
// expect:   inside: end 2
// expect:   willSet value: 0 -> 2
// expect:   didSet value: 0 -> 2
// expect: call noChange
// expect:   inside noChange: 2
// expect:   willSet value: 2 -> 2
// expect:   didSet value: 2 -> 2
// expect: compound assignment
// expect:   willSet value: 2 -> 6
// expect:   didSet value: 2 -> 6
// expect: global inout
// expect:   inside: start 5
// expect:   inside: end 7
// expect:   global willSet 7
// expect:   global didSet was 5
// expect: global final: 7
