// Swift book style: Structures and Classes: value vs reference semantics, identity operators
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
someVideoMode.resolution.width = 1280
print("The width of someVideoMode is now \(someVideoMode.resolution.width)")

let vga = Resolution(width: 640, height: 480)
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
let lookalike = VideoMode()
lookalike.resolution = hd
print(tenEighty !== lookalike, lookalike.resolution.width == tenEighty.resolution.width)

var modes = [tenEighty, lookalike, tenEighty]
print(modes.filter { $0 === tenEighty }.count, modes.firstIndex { $0 === lookalike } ?? -1)
modes[1].frameRate = 60
print(lookalike.frameRate)

var resolutions = [vga, hd]
var copyOfResolutions = resolutions
copyOfResolutions[0].width = 800
resolutions[1].height += 20
print(resolutions.map { "\($0.width)x\($0.height)" }, copyOfResolutions.map { "\($0.width)x\($0.height)" })

class Playlist { var tracks: [String] = [] }
struct Player { var playlist: Playlist; var volume = 5 }
let shared = Playlist()
var p1 = Player(playlist: shared)
var p2 = p1
p2.volume = 9
p2.playlist.tracks.append("Blue in Green")
print(p1.volume, p2.volume, p1.playlist.tracks, p1.playlist === p2.playlist)
p2.playlist = Playlist()
p2.playlist.tracks.append("So What")
print(p1.playlist.tracks, p2.playlist.tracks, ObjectIdentifier(p1.playlist) == ObjectIdentifier(shared))
let x: AnyObject = tenEighty
print(x === alsoTenEighty, (x as? VideoMode)?.name ?? "?")

// expect: The width of someResolution is 0
// expect: The width of someVideoMode is now 1280
// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: The current direction is north
// expect: The remembered direction is west
// expect: The frameRate property of tenEighty is now 30.0
// expect: tenEighty and alsoTenEighty refer to the same VideoMode instance.
// expect: true true
// expect: 2 1
// expect: 60.0
// expect: ["640x480", "1920x1100"] ["800x480", "1920x1080"]
// expect: 5 9 ["Blue in Green"] true
// expect: ["Blue in Green"] ["So What"] true
// expect: true 1080i
