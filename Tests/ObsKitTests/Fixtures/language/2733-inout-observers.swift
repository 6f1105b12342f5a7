// Compiler test style: inout copy-in copy-out with property observers and computed properties
var events: [String] = []

struct Model {
  var score = 0 {
    willSet { events.append("willSet \(score)->\(newValue)") }
    didSet { events.append("didSet \(oldValue)->\(score)") }
  }
  var backing = 1
  var doubled: Int {
    get { events.append("get doubled"); return backing * 2 }
    set { events.append("set doubled \(newValue)"); backing = newValue / 2 }
  }
}

func bump(_ x: inout Int, by n: Int) {
  events.append("bump start \(x)")
  x += n
  x += n
  events.append("bump end \(x)")
}

var m = Model()
bump(&m.score, by: 3)
print(m.score, events)

events = []
bump(&m.doubled, by: 5)
print(m.backing, events)

events = []
m.score += 1
print(events)

events = []
func twoInouts(_ a: inout Int, _ b: inout Int) { swap(&a, &b) }
var p = 1, q = 2
twoInouts(&p, &q)
print(p, q)

var arr = [1, 2, 3]
func modifyAll(_ xs: inout [Int]) {
  for i in xs.indices { xs[i] *= 10 }
}
modifyAll(&arr)
print(arr)

var g = 5
func captureAndInout(_ x: inout Int) -> Int {
  x = 100
  return x
}
let r = captureAndInout(&g)
print(r, g)

struct Wrapper { var items: [Int] = [] { didSet { events.append("items didSet count=\(items.count)") } } }
var w = Wrapper()
events = []
w.items.append(1)
w.items.append(2)
modifyAll(&w.items)
print(w.items, events)

// expect: 6 ["bump start 0", "bump end 6", "willSet 0->6", "didSet 0->6"]
// expect: 6 ["get doubled", "bump start 2", "bump end 12", "set doubled 12"]
// expect: ["willSet 6->7", "didSet 6->7"]
// expect: 2 1
// expect: [10, 20, 30]
// expect: 100 100
// expect: [10, 20] ["items didSet count=1", "items didSet count=2", "items didSet count=2"]
