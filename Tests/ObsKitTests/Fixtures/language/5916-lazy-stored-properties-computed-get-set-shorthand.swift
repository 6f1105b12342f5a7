// Swift book style (Properties): lazy stored properties, computed get/set with shorthand, read-only computed, observers with oldValue and newValue, global computed variables
class Loader {
    init() { print("loader created") }
    var data = ["one", "two"]
}
class Manager {
    lazy var loader = Loader()
    var items: [String] = []
}
let m = Manager()
m.items.append("x")
print("manager ready", m.items.count)
print(m.loader.data.count)
print(m.loader.data.first!)

struct Point { var x = 0.0, y = 0.0 }
struct Box {
    var origin = Point()
    var width = 0.0, height = 0.0
    var center: Point {
        get { Point(x: origin.x + width / 2, y: origin.y + height / 2) }
        set {
            origin.x = newValue.x - width / 2
            origin.y = newValue.y - height / 2
        }
    }
    var area: Double { width * height }
}
var box = Box(origin: Point(), width: 10, height: 4)
print(box.center.x, box.center.y, box.area)
box.center = Point(x: 20, y: 20)
print(box.origin.x, box.origin.y)

class StepTracker {
    var steps = 0 {
        willSet { print("about to set \(newValue)") }
        didSet {
            if steps > oldValue { print("added \(steps - oldValue)") }
            else { print("went back from \(oldValue)") }
        }
    }
}
let tracker = StepTracker()
tracker.steps = 120
tracker.steps = 300
tracker.steps = 50

struct Clamp {
    var level = 0 {
        didSet { if level > 10 { level = 10 } }
    }
}
var c = Clamp()
c.level = 42
print(c.level)

var backing = 3
var tripled: Int {
    get { backing * 3 }
    set { backing = newValue / 3 }
}
print(tripled)
tripled = 30
print(backing)
func touch(_ v: inout Int) { v += 1 }
touch(&tracker.steps)
print(tracker.steps)

// expect: manager ready 1
// expect: loader created
// expect: 2
// expect: one
// expect: 5.0 2.0 40.0
// expect: 15.0 18.0
// expect: about to set 120
// expect: added 120
// expect: about to set 300
// expect: added 180
// expect: about to set 50
// expect: went back from 300
// expect: 10
// expect: 9
// expect: 10
// expect: about to set 51
// expect: added 1
// expect: 51
