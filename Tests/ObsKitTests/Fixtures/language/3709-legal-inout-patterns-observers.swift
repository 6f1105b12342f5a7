// Swift book style: legal inout patterns with observers, computed properties and local struct fields
var events: [String] = []

struct Gauge {
    var level = 1 {
        didSet { events.append("level \(oldValue)->\(level)") }
    }
    var percent: Int {
        get { level * 10 }
        set { level = newValue / 10 }
    }
}

func double(_ x: inout Int) {
    x *= 2
    events.append("doubled to \(x)")
}

var g = Gauge()
double(&g.level)
double(&g.percent)
print(events.joined(separator: "; "))
print(g.level, g.percent)

func exchange(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}

func localFields() {
    var pair = (left: 1, right: 2)
    exchange(&pair.left, &pair.right)
    print("tuple fields swapped:", pair.left, pair.right)
    var gauges = [Gauge(level: 3), Gauge(level: 8)]
    var first = gauges[0].level
    exchange(&first, &gauges[1].level)
    gauges[0].level = first
    print("array elements:", gauges.map(\.level))
}
events = []
localFields()
print(events.count)

var scores = ["a": 1]
double(&scores["a", default: 0])
double(&scores["b", default: 5])
print(scores.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
// expect: doubled to 2; level 1->2; doubled to 40; level 2->4
// expect: 4 40
// expect: tuple fields swapped: 2 1
// expect: array elements: [8, 3]
// expect: 2
// expect: ["a=2", "b=10"]
