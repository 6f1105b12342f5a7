// Swift book style: structures vs classes, value vs reference semantics, identity operators
// Checks: copying a struct copies its value; assigning a class instance shares it;
// === and !== compare identity; arrays of structs copy; let constants of classes still mutate.

struct Dimensions {
    var width = 0
    var height = 0
}

final class Monitor {
    var dimensions = Dimensions()
    var interlaced = false
    var refreshRate = 0.0
    var label: String?
}

let hd = Dimensions(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print("cinema width \(cinema.width)")
print("hd width \(hd.width)")

enum Heading {
    case north, south, east, west
    mutating func turnAround() {
        switch self {
        case .north: self = .south
        case .south: self = .north
        case .east: self = .west
        case .west: self = .east
        }
    }
}

var heading = Heading.west
let rememberedHeading = heading
heading.turnAround()
print("heading \(heading), remembered \(rememberedHeading)")

let officeMonitor = Monitor()
officeMonitor.dimensions = hd
officeMonitor.interlaced = true
officeMonitor.label = "office"
officeMonitor.refreshRate = 25.0

let sameMonitor = officeMonitor
sameMonitor.refreshRate = 30.0
print("office refresh \(officeMonitor.refreshRate)")

if officeMonitor === sameMonitor {
    print("officeMonitor and sameMonitor are the same instance")
}

let otherMonitor = Monitor()
otherMonitor.refreshRate = 30.0
if officeMonitor !== otherMonitor {
    print("otherMonitor is a different instance")
}

// Arrays of value types are copied too
var sizes = [Dimensions(width: 1, height: 2), Dimensions(width: 3, height: 4)]
var sizesCopy = sizes
sizesCopy[0].width = 100
print("sizes[0].width \(sizes[0].width), copy \(sizesCopy[0].width)")

// Arrays of references share instances
let monitors = [officeMonitor, otherMonitor]
let monitorsCopy = monitors
monitorsCopy[1].label = "spare"
print("label through original array: \(monitors[1].label ?? "none")")
print("monitors[0] === monitorsCopy[0]: \(monitors[0] === monitorsCopy[0])")

// Struct inside a class: mutating the nested struct via the reference
sameMonitor.dimensions.height = 720
print("office dims \(officeMonitor.dimensions.width)x\(officeMonitor.dimensions.height)")

// Copy the nested struct out and change it: no effect on the instance
var extracted = officeMonitor.dimensions
extracted.width = 1
print("extracted \(extracted.width), monitor still \(officeMonitor.dimensions.width)")

// Identity in a function
func describeIdentity(_ a: Monitor, _ b: Monitor) -> String {
    a === b ? "identical" : "distinct"
}
print(describeIdentity(officeMonitor, sameMonitor))
print(describeIdentity(officeMonitor, otherMonitor))

// Optional identity comparison
let maybeMonitor: Monitor? = officeMonitor
print("optional identity: \(maybeMonitor === officeMonitor)")
let noMonitor: Monitor? = nil
print("nil identity: \(noMonitor === officeMonitor)")

// Struct equality needs Equatable; class identity does not
struct Point: Equatable { var x: Int; var y: Int }
let p1 = Point(x: 1, y: 2)
var p2 = p1
print("p1 == p2: \(p1 == p2)")
p2.y = 5
print("after change p1 == p2: \(p1 == p2)")

// expect: cinema width 2048
// expect: hd width 1920
// expect: heading east, remembered west
// expect: office refresh 30.0
// expect: officeMonitor and sameMonitor are the same instance
// expect: otherMonitor is a different instance
// expect: sizes[0].width 1, copy 100
// expect: label through original array: spare
// expect: monitors[0] === monitorsCopy[0]: true
// expect: office dims 1920x720
// expect: extracted 1, monitor still 1920
// expect: identical
// expect: distinct
// expect: optional identity: true
// expect: nil identity: false
// expect: p1 == p2: true
// expect: after change p1 == p2: false
