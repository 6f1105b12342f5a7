// Initialization: default values, custom inits, delegation, designated and convenience, inheritance
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A plant nursery: distances for delivery, bed layouts, and seedling orders.
struct Distance {
    var meters: Double
    init(fromMiles miles: Double) { meters = miles * 1609.0 }
    init(fromFeet feet: Double) { meters = feet * 0.25 }
    init(_ m: Double) { meters = m }
}
print(Distance(fromMiles: 2.0).meters, Distance(fromFeet: 10.0).meters, Distance(42).meters)

struct Span { var start = 0.0, length = 0.0 }
struct Bed {
    var row = 0.0
    var span = Span()
    init() {}
    init(row: Double, span: Span) {
        self.row = row
        self.span = span
    }
    init(row: Double, centredOn middle: Double, length: Double) {
        self.init(row: row, span: Span(start: middle - length / 2, length: length))
    }
}
let bed = Bed(row: 3, centredOn: 10, length: 4)
print(bed.row, bed.span.start, Bed().span.length)

class Plant {
    var name: String
    init(name: String) { self.name = name }
    convenience init() { self.init(name: "[unlabelled]") }
}
class Seedling: Plant {
    var trays: Int
    init(name: String, trays: Int) {
        self.trays = trays
        super.init(name: name)
    }
    override convenience init(name: String) { self.init(name: name, trays: 1) }
}
class OrderLine: Seedling {
    var shipped = false
    var description: String {
        var output = "\(trays) tray(s) of \(name)"
        output += shipped ? " [shipped]" : " [waiting]"
        return output
    }
}
print(Plant().name)
var order = [
    OrderLine(),
    OrderLine(name: "Lavender"),
    OrderLine(name: "Tomato", trays: 4),
]
order[0].name = "Mixed herbs"
order[0].shipped = true
for line in order { print(line.description) }

class Base {
    let id: Int
    init(id: Int) { self.id = id; print("Base.init \(id)") }
}
class Derived: Base {
    let tag: String
    init(tag: String) {
        self.tag = tag
        print("Derived phase 1")
        super.init(id: tag.count)
        print("Derived phase 2: \(self.id) \(self.tag)")
    }
}
_ = Derived(tag: "hello")
// expect: 3218.0 2.5 42.0
// expect: 3.0 8.0 0.0
// expect: [unlabelled]
// expect: 1 tray(s) of Mixed herbs [shipped]
// expect: 1 tray(s) of Lavender [waiting]
// expect: 4 tray(s) of Tomato [waiting]
// expect: Derived phase 1
// expect: Base.init 5
// expect: Derived phase 2: 5 hello
