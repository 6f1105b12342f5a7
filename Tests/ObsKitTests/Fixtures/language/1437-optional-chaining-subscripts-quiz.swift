// Optional Chaining: through subscripts of optional values and dictionaries, assigning through them, and optional function values.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var quizScores = ["Noa": [7, 9, 6], "Lev": [8, 5, 10]]
quizScores["Noa"]?[0] = 10
quizScores["Lev"]?[1] += 2
quizScores["Sam"]?[0] = 4
print(quizScores["Noa"]!, quizScores["Lev"]!, quizScores["Sam"] as Any)
print(quizScores["Noa"]?.count as Any, quizScores["Ida"]?.count as Any)
final class Library {
    var shelves: [String: [String]] = ["poetry": ["Odes"], "sci-fi": []]
    subscript(shelf: String) -> [String]? {
        get { shelves[shelf] }
        set { shelves[shelf] = newValue }
    }
}
final class Town { var library: Library? }
let town = Town()
print(town.library?["poetry"]?.first as Any)
town.library = Library()
print(town.library?["poetry"]?.first as Any, town.library?["sci-fi"]?.first as Any)
town.library?["sci-fi"]?.append("Dune")
town.library?["history"]?.append("never stored")
print(town.library?.shelves.keys.sorted() as Any, town.library?["sci-fi"] as Any)
var handlers: [String: (Int) -> String] = ["double": { "\($0 * 2)" }]
print(handlers["double"]?(21) as Any, handlers["triple"]?(1) as Any)
var callback: ((String) -> Void)? = nil
callback?("nothing happens")
callback = { print("callback got", $0) }
callback?("hello")
let matrix: [[Int]]? = [[1, 2], [3]]
print(matrix?[1].first as Any, matrix?.last?.count as Any)
var nested: [String: [String: Int]] = ["a": ["x": 1]]
nested["a"]?["y"] = 2
nested["b"]?["z"] = 3
print(nested["a"]!.sorted { $0.key < $1.key }, nested["b"] as Any)
let word: String? = "chain"
print(word?.first?.uppercased() as Any, word?.dropFirst().count as Any)

// expect: [10, 9, 6] [8, 7, 10] nil
// expect: Optional(3) nil
// expect: nil
// expect: Optional("Odes") nil
// expect: Optional(["poetry", "sci-fi"]) Optional(["Dune"])
// expect: Optional("42") nil
// expect: callback got hello
// expect: Optional(3) Optional(1)
// expect: [(key: "x", value: 1), (key: "y", value: 2)] nil
// expect: Optional("C") Optional(4)
