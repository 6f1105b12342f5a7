// Swift book style (Structures and Classes): value vs reference types and identity operators
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
print("cinema is \(cinema.width) wide, hd is still \(hd.width) wide")

enum Direction { case up, down }
var now = Direction.up
let remembered = now
now = .down
print(now, remembered)

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0
let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("frameRate is now \(tenEighty.frameRate)")
if tenEighty === alsoTenEighty {
    print("same VideoMode instance")
}
let other = VideoMode()
print(other !== tenEighty, other.name ?? "unnamed")

var copies = [hd, hd]
copies[1].height = 720
print(copies.map { "\($0.width)x\($0.height)" })
let modes = [tenEighty, tenEighty]
modes[1].resolution.height = 1088
print(modes[0].resolution.height)

// expect: cinema is 2048 wide, hd is still 1920 wide
// expect: down up
// expect: frameRate is now 30.0
// expect: same VideoMode instance
// expect: true unnamed
// expect: ["1920x1080", "1920x720"]
// expect: 1088
