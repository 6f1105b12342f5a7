// Swift book style: Structures and Classes + Properties - value vs reference semantics, identity operators, computed properties
struct Resolution {
    var width = 0
    var height = 0
}
class VideoMode {
    var resolution = Resolution()
    var interlaced = false
    var frameRate = 0.0
    var name: String?
}
let someResolution = Resolution()
let someVideoMode = VideoMode()
print("The width of someResolution is \(someResolution.width)")
print("The width of someVideoMode is \(someVideoMode.resolution.width)")
someVideoMode.resolution.width = 1280
print("The width of someVideoMode is now \(someVideoMode.resolution.width)")
let vga = Resolution(width: 640, height: 480)
print(vga)

let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print("cinema is now \(cinema.width) pixels wide")
print("hd is still \(hd.width) pixels wide")

enum CompassPoint {
    case north, south, east, west
    mutating func turnNorth() { self = .north }
}
var currentDirection = CompassPoint.west
let rememberedDirection = currentDirection
currentDirection.turnNorth()
print("The current direction is \(currentDirection)")
print("The remembered direction is \(rememberedDirection)")

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0
let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("The frameRate property of tenEighty is now \(tenEighty.frameRate)")
if tenEighty === alsoTenEighty {
    print("tenEighty and alsoTenEighty refer to the same VideoMode instance.")
}
let otherMode = VideoMode()
otherMode.name = "1080i"
print(tenEighty !== otherMode, tenEighty.name == otherMode.name)

struct Point { var x = 0.0, y = 0.0 }
struct Size { var width = 0.0, height = 0.0 }
struct Rect {
    var origin = Point()
    var size = Size()
    var center: Point {
        get {
            Point(x: origin.x + (size.width / 2), y: origin.y + (size.height / 2))
        }
        set {
            origin.x = newValue.x - (size.width / 2)
            origin.y = newValue.y - (size.height / 2)
        }
    }
}
var square = Rect(origin: Point(x: 0.0, y: 0.0), size: Size(width: 10.0, height: 10.0))
let initialSquareCenter = square.center
square.center = Point(x: 15.0, y: 15.0)
print("square.origin is now at (\(square.origin.x), \(square.origin.y))")
print("initial center was (\(initialSquareCenter.x), \(initialSquareCenter.y))")

struct Cuboid {
    var width = 0.0, height = 0.0, depth = 0.0
    var volume: Double { width * height * depth }
}
let fourByFiveByTwo = Cuboid(width: 4.0, height: 5.0, depth: 2.0)
print("the volume of fourByFiveByTwo is \(fourByFiveByTwo.volume)")

final class Node {
    let id: Int
    var next: Node?
    init(id: Int) { self.id = id }
}
let n1 = Node(id: 1), n2 = Node(id: 2), n3 = Node(id: 3)
n1.next = n2
n2.next = n3
n3.next = n1
var cursor = n1
var hops = 0
repeat {
    cursor = cursor.next!
    hops += 1
} while cursor !== n1
print("cycle length \(hops)")
let nodes = [n1, n2, n3, n1]
let uniqueCount = nodes.enumerated().filter { pair in
    !nodes[..<pair.offset].contains { $0 === pair.element }
}.count
print("unique nodes \(uniqueCount)")
print(ObjectIdentifier(n1) == ObjectIdentifier(nodes[3]), ObjectIdentifier(n1) == ObjectIdentifier(n2))

var arrA = [Resolution(width: 1, height: 1)]
var arrB = arrA
arrB[0].width = 99
print(arrA[0].width, arrB[0].width)
arrA.append(arrB[0])
print(arrA.map { $0.width })

// expect: The width of someResolution is 0
// expect: The width of someVideoMode is 0
// expect: The width of someVideoMode is now 1280
// expect: Resolution(width: 640, height: 480)
// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: The current direction is north
// expect: The remembered direction is west
// expect: The frameRate property of tenEighty is now 30.0
// expect: tenEighty and alsoTenEighty refer to the same VideoMode instance.
// expect: true true
// expect: square.origin is now at (10.0, 10.0)
// expect: initial center was (5.0, 5.0)
// expect: the volume of fourByFiveByTwo is 40.0
// expect: cycle length 3
// expect: unique nodes 3
// expect: true false
// expect: 1 99
// expect: [1, 99]
