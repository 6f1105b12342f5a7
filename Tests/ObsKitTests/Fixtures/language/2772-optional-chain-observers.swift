// Compiler test style: observers on a property modified through optional chaining and dictionary subscripts
// known-gap: line 5: expected "inner didSet: nil -> nil", got "after nil chain, inner = nil"
struct Inner {
  var count = 0
}

struct Outer {
  var inner: Inner? = Inner() {
    didSet { print("inner didSet: \(String(describing: oldValue)) -> \(String(describing: inner))") }
  }
  var table: [String: [Int]] = [:] {
    didSet { print("table didSet, keys now \(table.keys.sorted())") }
  }
}

var o = Outer()
o.inner?.count = 5
o.inner?.count += 1
o.inner = nil
print("assigning through nil chain")
o.inner?.count = 9
print("after nil chain, inner = \(String(describing: o.inner))")
o.table["x", default: []].append(1)
o.table["x", default: []].append(2)
o.table["y"] = [3]
o.table["z"]?.append(4)
print(o.table["x"]!, o.table["y"]!)
// expect: inner didSet: Optional(main.Inner(count: 0)) -> Optional(main.Inner(count: 5))
// expect: inner didSet: Optional(main.Inner(count: 5)) -> Optional(main.Inner(count: 6))
// expect: inner didSet: Optional(main.Inner(count: 6)) -> nil
// expect: assigning through nil chain
// expect: inner didSet: nil -> nil
// expect: after nil chain, inner = nil
// expect: table didSet, keys now ["x"]
// expect: table didSet, keys now ["x"]
// expect: table didSet, keys now ["x", "y"]
// expect: table didSet, keys now ["x", "y"]
// expect: [1, 2] [3]
