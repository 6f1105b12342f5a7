// Book style (Structures and Classes): value types versus reference types, identity operators and copies
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
print("The width of someResolution is \(someResolution.width)")
let vga = Resolution(width: 640, height: 480)
let hd = Resolution(width: 1920, height: 1080)
var cinema = hd
cinema.width = 2048
print("cinema is now \(cinema.width) pixels wide")
print("hd is still \(hd.width) pixels wide")
print(vga)

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
let other = VideoMode()
other.name = tenEighty.name
print(other !== tenEighty, other.name ?? "none")

var modes = [tenEighty, other]
modes[1].resolution.width = 720
print(other.resolution.width)
var resolutions = [hd, vga]
var copy = resolutions
copy[0].height = 1
print(resolutions[0].height, copy[0].height)
resolutions.append(copy[0])
print(resolutions.map { "\($0.width)x\($0.height)" }.joined(separator: " "))

// expect: The width of someResolution is 0
// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: Resolution(width: 640, height: 480)
// expect: The current direction is north
// expect: The remembered direction is west
// expect: The frameRate property of tenEighty is now 30.0
// expect: tenEighty and alsoTenEighty refer to the same VideoMode instance.
// expect: true 1080i
// expect: 720
// expect: 1080 1
// expect: 1920x1080 640x480 1920x1
