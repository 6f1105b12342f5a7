// Swift book style (Structures and Classes): value semantics vs reference semantics and identity operators
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
print("cinema is now \(cinema.width) pixels wide")
print("hd is still \(hd.width) pixels wide")

enum Direction { case north, south }
var currentDirection = Direction.north
let rememberedDirection = currentDirection
currentDirection = .south
print("current \(currentDirection), remembered \(rememberedDirection)")

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0

let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("frameRate of tenEighty is now \(tenEighty.frameRate)")

if tenEighty === alsoTenEighty {
    print("same VideoMode instance")
}
let other = VideoMode()
print(tenEighty !== other, other.name ?? "unnamed", other.resolution.width)

var modes = [tenEighty, other]
modes[1].resolution.width = 640
print(other.resolution.width)

var sizes = [hd, cinema]
sizes[0].height = 720
print(hd.height, sizes[0].height)

func widen(_ r: Resolution) -> Resolution {
    var copy = r
    copy.width *= 2
    return copy
}
func widen(_ m: VideoMode) {
    m.resolution.width *= 2
}
let wide = widen(hd)
print(hd.width, wide.width)
widen(other)
print(other.resolution.width)

var arr1 = [1, 2, 3]
var arr2 = arr1
arr2.append(4)
print(arr1, arr2)
let str1 = "abc"
var str2 = str1
str2 += "d"
print(str1, str2)

// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: current south, remembered north
// expect: frameRate of tenEighty is now 30.0
// expect: same VideoMode instance
// expect: true unnamed 0
// expect: 640
// expect: 1080 720
// expect: 1920 3840
// expect: 1280
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: abc abcd
