// Compiler test style: property observers fire when a property is passed inout and on mutating calls
struct Stats {
  var values: [Int] = [] {
    didSet { print("values didSet: \(oldValue.count) -> \(values.count)") }
  }
  var total = 0 {
    willSet { print("total willSet \(newValue)") }
  }
}

func addTen(_ x: inout Int) {
  print("in addTen, before: \(x)")
  x += 10
  print("in addTen, after: \(x)")
}

var s = Stats()
s.values.append(4)
s.values += [5, 6]
addTen(&s.total)
var other = 3
swap(&s.total, &other)
print("other = \(other)")
print(s.total, s.values)

var holder = Stats()
holder.values = [1]
var copy = holder
copy.values.removeAll()
print(holder.values, copy.values)
// expect: values didSet: 0 -> 1
// expect: values didSet: 1 -> 3
// expect: in addTen, before: 0
// expect: in addTen, after: 10
// expect: total willSet 10
// expect: total willSet 3
// expect: other = 10
// expect: 3 [4, 5, 6]
// expect: values didSet: 0 -> 1
// expect: values didSet: 1 -> 0
// expect: [1] []
