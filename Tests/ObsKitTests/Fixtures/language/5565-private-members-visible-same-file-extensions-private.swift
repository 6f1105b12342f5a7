// The Swift Programming Language style (Access Control): private members visible to same-file extensions, private nested types, and internal(set)/private(set) on class properties
struct Scoreboard {
    private var scores: [String: Int] = [:]
    private enum Bonus: Int { case none = 0, streak = 5, perfect = 20 }

    mutating func add(_ name: String, _ points: Int, perfect: Bool = false) {
        let bonus: Bonus = perfect ? .perfect : (points > 8 ? .streak : .none)
        scores[name, default: 0] += points + bonus.rawValue
    }
}

extension Scoreboard {
    var leader: String? {
        scores.max { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }?.key
    }
    var table: [String] {
        scores.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }
}

var board = Scoreboard()
board.add("ida", 7)
board.add("jon", 9)
board.add("ida", 3, perfect: true)
board.add("kai", 2)
print(board.table)
print("leader \(board.leader ?? "-")")

class Document {
    internal(set) var title: String
    private(set) var revisions: [String] = []
    public var wordCount: Int { revisions.last?.split(separator: " ").count ?? 0 }
    init(title: String) { self.title = title }
    func revise(_ text: String) { revisions.append(text) }
}

let doc = Document(title: "Notes")
doc.revise("first pass")
doc.revise("second pass with more words")
doc.title = "Notes v2"
print(doc.title, doc.revisions.count, doc.wordCount)

private func helper(_ x: Int) -> Int { x * 3 }
fileprivate func wrapper(_ x: Int) -> Int { helper(x) + 1 }
print(wrapper(4))

struct Temperature {
    private var celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var temp = Temperature(celsius: 100)
print(temp.fahrenheit)
temp.fahrenheit = 50
print(temp.fahrenheit)

// expect: ["ida: 30", "jon: 14", "kai: 2"]
// expect: leader ida
// expect: Notes v2 2 5
// expect: 13
// expect: 212.0
// expect: 50.0
