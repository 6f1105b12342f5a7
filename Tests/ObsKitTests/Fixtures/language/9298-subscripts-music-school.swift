// Custom subscripts: read-only, read-write, multiple parameters, labeled, static, String extension
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A music school: metronome bars, a hiking map of elevations, a glossary of terms, shirt sizes.
struct Metronome {
    let beatsPerBar: Int
    subscript(bar: Int) -> Int { beatsPerBar * bar }
}
let waltz = Metronome(beatsPerBar: 3)
print("after 8 bars of a waltz you have counted \(waltz[8]) beats")

struct ElevationMap {
    let north: Int, east: Int
    var heights: [Double]
    init(north: Int, east: Int) {
        self.north = north
        self.east = east
        heights = Array(repeating: 100.0, count: north * east)
    }
    func onMap(north n: Int, east e: Int) -> Bool {
        n >= 0 && n < north && e >= 0 && e < east
    }
    subscript(n: Int, e: Int) -> Double {
        get {
            precondition(onMap(north: n, east: e), "Off the map")
            return heights[n * east + e]
        }
        set {
            precondition(onMap(north: n, east: e), "Off the map")
            heights[n * east + e] = newValue
        }
    }
}
var hills = ElevationMap(north: 3, east: 2)
hills[0, 1] = 240.5
hills[2, 0] = 87.0
print(hills.heights)
print("on the map (3,1)? \(hills.onMap(north: 3, east: 1))")

struct Glossary {
    private var terms: [String: String] = [:]
    subscript(term: String) -> String? {
        get { terms[term.lowercased()] }
        set { terms[term.lowercased()] = newValue }
    }
    subscript(startingWith prefix: String) -> [String] {
        terms.keys.filter { $0.hasPrefix(prefix.lowercased()) }.sorted()
    }
}
var glossary = Glossary()
glossary["Legato"] = "smooth and connected"
glossary["largo"] = "very slow"
glossary["Staccato"] = "short and detached"
glossary["LARGHETTO"] = "fairly slow"
print(glossary["LEGATO"] ?? "unknown")
print(glossary[startingWith: "Lar"])
glossary["staccato"] = nil
print(glossary["Staccato"] ?? "staccato was dropped")

enum ShirtSize: Int {
    case small = 1, medium, large, extraLarge
    static subscript(code: Int) -> ShirtSize {
        ShirtSize(rawValue: code) ?? .medium
    }
}
print(ShirtSize[4], ShirtSize[12])

extension String {
    subscript(letterAt offset: Int) -> Character? {
        guard offset >= 0, offset < count else { return nil }
        return self[index(startIndex, offsetBy: offset)]
    }
}
let piece = "Nocturne"
print(piece[letterAt: 2].map(String.init) ?? "-", piece[letterAt: 8].map(String.init) ?? "-")
// expect: after 8 bars of a waltz you have counted 24 beats
// expect: [100.0, 240.5, 100.0, 100.0, 87.0, 100.0]
// expect: on the map (3,1)? false
// expect: smooth and connected
// expect: ["larghetto", "largo"]
// expect: staccato was dropped
// expect: extraLarge medium
// expect: c -
