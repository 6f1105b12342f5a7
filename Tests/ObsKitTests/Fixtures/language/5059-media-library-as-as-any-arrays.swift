// Book style (Type Casting): media library with is, as?, as! and Any arrays
class MediaItem {
    var name: String
    init(name: String) { self.name = name }
}

class Podcast: MediaItem {
    var host: String
    init(name: String, host: String) {
        self.host = host
        super.init(name: name)
    }
}

class Album: MediaItem {
    var artist: String
    var tracks: Int
    init(name: String, artist: String, tracks: Int) {
        self.artist = artist
        self.tracks = tracks
        super.init(name: name)
    }
}

let library = [
    Podcast(name: "Deep Dive", host: "R. Lee"),
    Album(name: "Blue Hour", artist: "Nova", tracks: 11),
    Album(name: "Static", artist: "Grey", tracks: 8),
    Podcast(name: "Short Takes", host: "M. Ito"),
    Album(name: "Echoes", artist: "Nova", tracks: 9),
]
print(type(of: library))

var podcastCount = 0, albumCount = 0
for item in library {
    if item is Podcast { podcastCount += 1 } else if item is Album { albumCount += 1 }
}
print("podcasts \(podcastCount), albums \(albumCount)")

for item in library {
    if let p = item as? Podcast {
        print("Podcast: \(p.name), hosted by \(p.host)")
    } else if let a = item as? Album {
        print("Album: \(a.name) by \(a.artist), \(a.tracks) tracks")
    }
}
let firstAlbum = library[1] as! Album
print(firstAlbum.tracks)
let novaTracks = library.compactMap { $0 as? Album }.filter { $0.artist == "Nova" }.map { $0.tracks }
print(novaTracks)

var things: [Any] = []
things.append(0)
things.append(0.0)
things.append(42)
things.append(3.14159)
things.append("hello")
things.append((3.0, 5.0))
things.append(Podcast(name: "Mini", host: "Zoe"))
things.append({ (name: String) -> String in "Hi, \(name)" })
things.append([1, 2])
things.append(Optional<Int>.none as Any)

for thing in things {
    switch thing {
    case 0 as Int:
        print("zero as an Int")
    case 0 as Double:
        print("zero as a Double")
    case let someInt as Int:
        print("an integer value of \(someInt)")
    case let someDouble as Double where someDouble > 0:
        print("a positive double value of \(someDouble)")
    case let someString as String:
        print("a string value of \"\(someString)\"")
    case let (x, y) as (Double, Double):
        print("an (x, y) point at \(x), \(y)")
    case let pod as Podcast:
        print("a podcast called \(pod.name), by \(pod.host)")
    case let greet as (String) -> String:
        print(greet("Sam"))
    case let arr as [Int]:
        print("int array", arr, arr.count)
    default:
        print("something else: \(thing)")
    }
}
let anyValues: [Any] = [1, "two", 3.0]
print(anyValues)
print(anyValues.map { type(of: $0) })

// expect: Array<MediaItem>
// expect: podcasts 2, albums 3
// expect: Podcast: Deep Dive, hosted by R. Lee
// expect: Album: Blue Hour by Nova, 11 tracks
// expect: Album: Static by Grey, 8 tracks
// expect: Podcast: Short Takes, hosted by M. Ito
// expect: Album: Echoes by Nova, 9 tracks
// expect: 11
// expect: [11, 9]
// expect: zero as an Int
// expect: zero as a Double
// expect: an integer value of 42
// expect: a positive double value of 3.14159
// expect: a string value of "hello"
// expect: an (x, y) point at 3.0, 5.0
// expect: a podcast called Mini, by Zoe
// expect: Hi, Sam
// expect: int array [1, 2] 2
// expect: something else: nil
// expect: [1, "two", 3.0]
// expect: [Swift.Int, Swift.String, Swift.Double]
