// App code style: Finder-like natural sort of file names by hand — digit runs compared numerically, case folding, tie-breaks
enum Chunk: Comparable {
    case number(Int, digits: Int)
    case text(String)

    static func < (lhs: Chunk, rhs: Chunk) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a, da), .number(b, db)): return a != b ? a < b : da < db
        case (.number, .text): return true
        case (.text, .number): return false
        case let (.text(a), .text(b)): return a < b
        }
    }
}

func chunks(_ name: String) -> [Chunk] {
    var result: [Chunk] = []
    var current = ""
    var inDigits = false
    func flush() {
        guard !current.isEmpty else { return }
        result.append(inDigits ? .number(Int(current) ?? Int.max, digits: current.count) : .text(current.lowercased()))
        current = ""
    }
    for ch in name {
        let isDigit = ch.isASCII && ch.isNumber
        if isDigit != inDigits { flush(); inDigits = isDigit }
        current.append(ch)
    }
    flush()
    return result
}

func naturalLess(_ a: String, _ b: String) -> Bool {
    let ca = chunks(a), cb = chunks(b)
    for (x, y) in zip(ca, cb) where x != y {
        return x < y
    }
    if ca.count != cb.count { return ca.count < cb.count }
    return a < b
}

let files = ["img12.png", "img10.png", "IMG2.png", "img1.png", "img02.png", "Img2.png", "notes.txt", "Notes 2.txt",
             "notes 10.txt", "chapter1-part10", "chapter1-part9", "chapter10-part1", "a", "A", "007 report", "7 report", "report"]

print("plain sort:")
print("  " + files.sorted().joined(separator: " | "))
print("natural sort:")
print("  " + files.sorted(by: naturalLess).joined(separator: " | "))

func describe(_ chunks: [Chunk]) -> String {
    chunks.map { chunk -> String in
        switch chunk {
        case let .number(n, d): return "#\(n)/\(d)"
        case .text(let t): return "'\(t)'"
        }
    }.joined(separator: " ")
}
for sample in ["img02.png", "chapter1-part10", "v2.10.3-beta1", "12345678901234567890x"] {
    print(sample, "->", describe(chunks(sample)))
}

struct Version: Comparable, CustomStringConvertible {
    let raw: String
    static func < (a: Version, b: Version) -> Bool { naturalLess(a.raw, b.raw) }
    var description: String { raw }
}
let versions = ["1.10.0", "1.2.0", "1.2", "1.2.10", "1.2.9", "2.0.0-rc1", "2.0.0", "10.0"].map(Version.init)
print(versions.sorted().map(\.description))
print("max:", versions.max()!, "min:", versions.min()!)
print("1.9 < 1.10:", Version(raw: "1.9") < Version(raw: "1.10"), "plain:", "1.9" < "1.10")

let grouped = Dictionary(grouping: files, by: { name -> String in
    if case .text(let t)? = chunks(name).first { return t.trimmingTrailingSpaces() }
    return "#"
})
for key in grouped.keys.sorted(by: naturalLess) {
    print(key, grouped[key]!.sorted(by: naturalLess))
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " || s.last == "-" { s.removeLast() }
        return s
    }
}

// expect: plain sort:
// expect:   007 report | 7 report | A | IMG2.png | Img2.png | Notes 2.txt | a | chapter1-part10 | chapter1-part9 | chapter10-part1 | img02.png | img1.png | img10.png | img12.png | notes 10.txt | notes.txt | report
// expect: natural sort:
// expect:   7 report | 007 report | A | a | chapter1-part9 | chapter1-part10 | chapter10-part1 | img1.png | IMG2.png | Img2.png | img02.png | img10.png | img12.png | Notes 2.txt | notes 10.txt | notes.txt | report
// expect: img02.png -> 'img' #2/2 '.png'
// expect: chapter1-part10 -> 'chapter' #1/1 '-part' #10/2
// expect: v2.10.3-beta1 -> 'v' #2/1 '.' #10/2 '.' #3/1 '-beta' #1/1
// expect: 12345678901234567890x -> #9223372036854775807/20 'x'
// expect: ["1.2", "1.2.0", "1.2.9", "1.2.10", "1.10.0", "2.0.0", "2.0.0-rc1", "10.0"]
// expect: max: 10.0 min: 1.2
// expect: 1.9 < 1.10: true plain: false
// expect: # ["7 report", "007 report"]
// expect: a ["A", "a"]
// expect: chapter ["chapter1-part9", "chapter1-part10", "chapter10-part1"]
// expect: img ["img1.png", "IMG2.png", "Img2.png", "img02.png", "img10.png", "img12.png"]
// expect: notes ["Notes 2.txt", "notes 10.txt"]
// expect: notes.txt ["notes.txt"]
// expect: report ["report"]
