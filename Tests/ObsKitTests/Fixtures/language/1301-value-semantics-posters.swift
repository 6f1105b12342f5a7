// Structures and Classes: structs, enums, arrays and dictionaries are copied on assignment and when passed.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Canvas { var width = 0, height = 0 }
let poster = Canvas(width: 600, height: 900)
var banner = poster
banner.width = 1800
print("banner is now \(banner.width) units wide")
print("poster is still \(poster.width) units wide")
enum Gear {
    case low, middle, high, reverse
    mutating func shiftDown() { self = .low }
}
var currentGear = Gear.high
let rememberedGear = currentGear
currentGear.shiftDown()
print("The bike is now in \(currentGear) gear")
print("The remembered gear is \(rememberedGear)")
var original = [1, 2, 3]
var copy = original
copy.append(4)
original[0] = 100
print(original, copy)
var settings = ["volume": 5]
var backup = settings
settings["volume"] = 11
print(settings["volume"]!, backup["volume"]!)
backup.removeAll()
print(settings.count, backup.count)
struct Playlist {
    var name: String
    var songs: [String]
}
var mine = Playlist(name: "Road", songs: ["A", "B"])
var yours = mine
yours.name = "Gym"
yours.songs.removeFirst()
print(mine, yours)
func withExtraSong(_ playlist: Playlist) -> Playlist {
    var p = playlist
    p.songs.append("Bonus")
    return p
}
let extended = withExtraSong(mine)
print(mine.songs.count, extended.songs.count)
var grid = [[0, 0], [0, 0]]
var row = grid[0]
row[1] = 9
grid[1][0] = 7
print(grid, row)

// expect: banner is now 1800 units wide
// expect: poster is still 600 units wide
// expect: The bike is now in low gear
// expect: The remembered gear is high
// expect: [100, 2, 3] [1, 2, 3, 4]
// expect: 11 5
// expect: 1 0
// expect: Playlist(name: "Road", songs: ["A", "B"]) Playlist(name: "Gym", songs: ["B"])
// expect: 2 3
// expect: [[0, 0], [7, 0]] [0, 9]
