// Compiler test style: @autoclosure arguments are evaluated lazily, only when called
var evaluations = 0
func expensive(_ v: Int) -> Int {
  evaluations += 1
  return v
}

func maybe(_ flag: Bool, _ value: @autoclosure () -> Int) -> Int {
  flag ? value() : -1
}

print(maybe(false, expensive(5)), evaluations)
print(maybe(true, expensive(6)), evaluations)

func twice(_ value: @autoclosure () -> Int) -> Int {
  value() + value()
}
print(twice(expensive(3)), evaluations)

func myOr(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool {
  a ? true : b()
}
func myAnd(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool {
  a ? b() : false
}
func check(_ tag: String, _ v: Bool) -> Bool {
  print("check \(tag)")
  return v
}
print(myOr(check("a", true), check("b", false)))
print(myAnd(check("c", false), check("d", true)))
print(myAnd(check("e", true), check("f", true)))
// expect: -1 0
// expect: 6 1
// expect: 6 3
// expect: check a
// expect: true
// expect: check c
// expect: false
// expect: check e
// expect: check f
// expect: true
