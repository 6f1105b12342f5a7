// Compiler test style: lazy stored properties in structs are initialized per copy
var computeCount = 0

struct Report {
  var base: Int
  lazy var expensive: Int = {
    computeCount += 1
    print("computing for base \(base)")
    return base * 100
  }()
}

var r1 = Report(base: 2)
var r2 = r1
print(r1.expensive)
print(r1.expensive)
print(r2.expensive)
print(computeCount)

var r3 = r1
r3.base = 9
print(r3.expensive)
r3.expensive = 5
print(r1.expensive, r3.expensive)

final class Lazy {
  lazy var items: [Int] = {
    print("building items")
    return [1, 2, 3]
  }()
}
let l = Lazy()
let l2 = l
l2.items.append(4)
print(l.items)
print(computeCount)
// expect: computing for base 2
// expect: 200
// expect: 200
// expect: computing for base 2
// expect: 200
// expect: 2
// expect: 200
// expect: 200 5
// expect: building items
// expect: [1, 2, 3, 4]
// expect: 2
