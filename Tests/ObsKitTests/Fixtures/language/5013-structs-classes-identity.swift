// Structures and classes: value vs reference semantics, memberwise init, identity operators
// expected output: swiftc 6.3.1 (Linux), run on this machine
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
let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print("cinema is \(cinema.width) wide, hd is still \(hd.width)")

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0
let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("frameRate of tenEighty is now \(tenEighty.frameRate)")
if tenEighty === alsoTenEighty {
    print("same instance")
}
let other = VideoMode()
print(tenEighty !== other, other.name ?? "unnamed")

enum Compass { case north, south }
var current = Compass.north
let remembered = current
current = .south
print(current, remembered)

var a = [1, 2, 3]
var b = a
b.append(4)
print(a, b)

struct Point: CustomStringConvertible {
    var x: Int, y: Int
    var description: String { "(\(x), \(y))" }
}
class Holder { var p = Point(x: 0, y: 0) }
let h1 = Holder()
let h2 = h1
h2.p.x = 9
print(h1.p, h2.p)
var copy = h1.p
copy.y = 5
print(h1.p, copy)
print(ObjectIdentifier(h1) == ObjectIdentifier(h2))
print(Resolution(width: 640).height, Resolution().width)
// expect: cinema is 2048 wide, hd is still 1920
// expect: frameRate of tenEighty is now 30.0
// expect: same instance
// expect: true unnamed
// expect: south north
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: (9, 0) (9, 0)
// expect: (9, 0) (9, 5)
// expect: true
// expect: 0 0
