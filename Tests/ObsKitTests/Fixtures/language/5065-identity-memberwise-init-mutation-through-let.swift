// Book style (Structures and Classes): identity, memberwise init and mutation through let
struct Resolution: Equatable {
    var width = 0
    var height = 0
    var pixels: Int { width * height }
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
print(hd, cinema)
print(hd == cinema, hd == Resolution(width: 1920, height: 1080))
print(hd.pixels, cinema.pixels)

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0

let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("frameRate of tenEighty is now \(tenEighty.frameRate)")
print(tenEighty.name as Any, tenEighty.name!, tenEighty.resolution)
if tenEighty === alsoTenEighty {
    print("same VideoMode instance")
}
tenEighty.resolution.width = 1280
print(alsoTenEighty.resolution.width)

enum CompassPoint { case north, south, east, west
    mutating func turnNorth() { self = .north }
}
var current = CompassPoint.west
let remembered = current
current.turnNorth()
print("current: \(current), remembered: \(remembered)")

var modes = [tenEighty, VideoMode()]
modes[1].name = "default"
modes[1].frameRate = 60
print(modes.map { $0.name ?? "?" }, modes.map { $0.frameRate })
var resolutions = [hd, cinema, Resolution()]
resolutions[2].height = 5
print(resolutions)
let sortedRes = resolutions.sorted { $0.pixels > $1.pixels }
print(sortedRes.map { $0.pixels })
var dict: [String: Resolution] = ["hd": hd]
dict["hd"]?.height = 720
print(dict["hd"]!, hd.height)
print(dict)
let optMode: VideoMode? = nil
print(optMode?.resolution as Any)

// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: Resolution(width: 1920, height: 1080) Resolution(width: 2048, height: 1080)
// expect: false true
// expect: 2073600 2211840
// expect: frameRate of tenEighty is now 30.0
// expect: Optional("1080i") 1080i Resolution(width: 1920, height: 1080)
// expect: same VideoMode instance
// expect: 1280
// expect: current: north, remembered: west
// expect: ["1080i", "default"] [30.0, 60.0]
// expect: [main.Resolution(width: 1920, height: 1080), main.Resolution(width: 2048, height: 1080), main.Resolution(width: 0, height: 5)]
// expect: [2211840, 2073600, 0]
// expect: Resolution(width: 1920, height: 720) 1080
// expect: ["hd": main.Resolution(width: 1920, height: 720)]
// expect: nil
