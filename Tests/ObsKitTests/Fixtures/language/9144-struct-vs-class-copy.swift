// struct-vs-class-copy
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
print("hd:", hd.width, "cinema:", cinema.width)

let tenEighty = VideoMode()
tenEighty.resolution = hd
tenEighty.interlaced = true
tenEighty.name = "1080i"
tenEighty.frameRate = 25.0

let alsoTenEighty = tenEighty
alsoTenEighty.frameRate = 30.0
print("frame rate now", tenEighty.frameRate)
print(tenEighty === alsoTenEighty)

let another = VideoMode()
print(another === tenEighty, another !== tenEighty)

var list1 = [1, 2, 3]
var list2 = list1
list2.append(4)
list1[0] = 100
print(list1, list2)

struct Team {
    var members: [String]
    let coach: VideoMode
}
let mode = VideoMode()
mode.name = "shared"
var teamA = Team(members: ["Ann"], coach: mode)
var teamB = teamA
teamB.members.append("Bob")
teamB.coach.name = "changed through B"
print(teamA.members, teamB.members)
print(teamA.coach.name ?? "nil")
teamA.members.removeAll()
print(teamA.members.isEmpty, teamB.members.count)

func bump(_ r: Resolution) -> Resolution {
    var copy = r
    copy.width *= 2
    copy.height *= 2
    return copy
}
func bump(_ m: VideoMode) {
    m.resolution.width *= 2
}
let doubled = bump(hd)
print(hd.width, doubled.width, doubled.height)
bump(tenEighty)
print(tenEighty.resolution.width, alsoTenEighty.resolution.width)
// expect: hd: 1920 cinema: 2048
// expect: frame rate now 30.0
// expect: true
// expect: false true
// expect: [100, 2, 3] [1, 2, 3, 4]
// expect: ["Ann"] ["Ann", "Bob"]
// expect: changed through B
// expect: true 2
// expect: 1920 3840 2160
// expect: 3840 3840
