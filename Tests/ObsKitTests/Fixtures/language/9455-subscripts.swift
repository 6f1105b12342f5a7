// Subscripts: read-only, read-write, multiple parameters, labels, overloads and type subscripts (expected output from swiftc 6.3.1 on Linux)
struct BusTimetable {
    let firstDeparture: Int
    let headwayMinutes: Int
    subscript(trip: Int) -> String {
        let t = firstDeparture + trip * headwayMinutes
        return "\(t / 60):" + (t % 60 < 10 ? "0" : "") + "\(t % 60)"
    }
}
let route9 = BusTimetable(firstDeparture: 6 * 60 + 5, headwayMinutes: 25)
print("trips:", route9[0], route9[1], route9[7])

struct PieceBoard {
    private var squares = [String](repeating: ".", count: 64)
    static let files = Array("abcdefgh")
    subscript(file: Character, rank: Int) -> String {
        get {
            squares[index(file, rank)]
        }
        set {
            squares[index(file, rank)] = newValue
        }
    }
    subscript(square name: String) -> String {
        let chars = Array(name)
        return self[chars[0], Int(String(chars[1]))!]
    }
    private func index(_ file: Character, _ rank: Int) -> Int {
        (rank - 1) * 8 + PieceBoard.files.firstIndex(of: file)!
    }
    func rankString(_ rank: Int) -> String {
        PieceBoard.files.map { self[$0, rank] }.joined()
    }
}
var board = PieceBoard()
board["e", 1] = "K"
board["d", 8] = "q"
board["e", 2] = "P"
print(board.rankString(1), board.rankString(2), board.rankString(8))
print(board[square: "e2"], board[square: "a5"])

struct Histogram {
    private var counts: [String: Int] = [:]
    subscript(word: String) -> Int {
        get { counts[word, default: 0] }
        set { counts[word] = newValue == 0 ? nil : newValue }
    }
    subscript(words: String...) -> [Int] { words.map { self[$0] } }
    var keys: [String] { counts.keys.sorted() }
}
var hist = Histogram()
for w in "to be or not to be".split(separator: " ") { hist[String(w)] += 1 }
print(hist.keys, hist["to"], hist["maybe"])
print(hist["be", "or", "xyz"])
hist["to"] = 0
print(hist.keys)

enum Morse {
    private static let table: [Character: String] = ["s": "...", "o": "---", "e": ".", "t": "-"]
    static subscript(letter: Character) -> String? { table[letter] }
    static subscript(code code: String) -> Character? { table.first { $0.value == code }?.key }
}
print(Morse["s"] as Any, Morse["q"] as Any)
print(Morse[code: "---"]!, "sos".compactMap { Morse[$0] }.joined(separator: " "))

struct Polynomial {
    var coefficients: [Int]
    subscript(x: Int) -> Int {
        coefficients.enumerated().reduce(0) { acc, term in
            var p = 1
            for _ in 0..<term.offset { p *= x }
            return acc + term.element * p
        }
    }
    subscript(safe i: Int) -> Int? { coefficients.indices.contains(i) ? coefficients[i] : nil }
}
let poly = Polynomial(coefficients: [1, 0, 2])
print((0...3).map { poly[$0] }, poly[safe: 2] ?? -1, poly[safe: 5] ?? -1)

// expect: trips: 6:05 6:30 9:00
// expect: ....K... ....P... ...q....
// expect: P .
// expect: ["be", "not", "or", "to"] 2 0
// expect: [2, 1, 0]
// expect: ["be", "not", "or"]
// expect: Optional("...") nil
// expect: o ... --- ...
// expect: [1, 3, 9, 19] 2 -1
