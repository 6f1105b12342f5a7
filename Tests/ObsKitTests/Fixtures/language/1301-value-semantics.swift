// Structures and Classes: structs, enums, arrays and dictionaries are copied on assignment and when passed.
// expected output: swiftc 6.3.1 (Linux), run on this machine
struct Resolution { var width = 0, height = 0 }
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

// expect: cinema is now 2048 pixels wide
// expect: hd is still 1920 pixels wide
// expect: The current direction is north
// expect: The remembered direction is west
// expect: [100, 2, 3] [1, 2, 3, 4]
// expect: 11 5
// expect: 1 0
// expect: Playlist(name: "Road", songs: ["A", "B"]) Playlist(name: "Gym", songs: ["B"])
// expect: 2 3
// expect: [[0, 0], [7, 0]] [0, 9]
