// Apple docs style (MutableCollection): a fixed-size playlist whose tracks can be reordered in place
struct Track: CustomStringConvertible {
    var title: String
    var seconds: Int
    var description: String { "\(title)(\(seconds)s)" }
}

var logWrites = true

struct Playlist: MutableCollection, RandomAccessCollection {
    private var tracks: [Track]
    init(_ tracks: [Track]) { self.tracks = tracks }

    var startIndex: Int { tracks.startIndex }
    var endIndex: Int { tracks.endIndex }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }

    subscript(position: Int) -> Track {
        get { tracks[position] }
        set {
            if logWrites { print("  set [\(position)] = \(newValue.title)") }
            tracks[position] = newValue
        }
    }
}

var list = Playlist([
    Track(title: "Intro", seconds: 95),
    Track(title: "Blue", seconds: 240),
    Track(title: "Anthem", seconds: 180),
    Track(title: "Coda", seconds: 60),
])
print("start:", Array(list))

print("swapAt(0, 3):")
list.swapAt(0, 3)
print("after swap:", Array(list))

print("subscript assignment:")
list[1].seconds += 5
print("after edit:", list[1])

logWrites = false
list.reverse()
print("reversed:", Array(list))

list.sort { $0.seconds < $1.seconds }
print("sorted by length:", Array(list))
list.sort { $0.title < $1.title }
print("sorted by title:", Array(list).map(\.title))

let pivot = list.partition { $0.seconds >= 150 }
print("partition pivot:", pivot)
print("short:", list[..<pivot].map(\.title).sorted(), "long:", list[pivot...].map(\.title).sorted())

var numbers = [5, 3, 8, 1, 9, 2]
numbers[1...4].sort()
print("sorted middle slice:", numbers)
numbers.swapAt(0, numbers.count - 1)
print("swapped ends:", numbers)

// expect: start: [Intro(95s), Blue(240s), Anthem(180s), Coda(60s)]
// expect: swapAt(0, 3):
// expect:   set [0] = Coda
// expect:   set [3] = Intro
// expect: after swap: [Coda(60s), Blue(240s), Anthem(180s), Intro(95s)]
// expect: subscript assignment:
// expect:   set [1] = Blue
// expect: after edit: Blue(245s)
// expect: reversed: [Intro(95s), Anthem(180s), Blue(245s), Coda(60s)]
// expect: sorted by length: [Coda(60s), Intro(95s), Anthem(180s), Blue(245s)]
// expect: sorted by title: ["Anthem", "Blue", "Coda", "Intro"]
// expect: partition pivot: 2
// expect: short: ["Coda", "Intro"] long: ["Anthem", "Blue"]
// expect: sorted middle slice: [5, 1, 3, 8, 9, 2]
// expect: swapped ends: [2, 1, 3, 8, 9, 5]
