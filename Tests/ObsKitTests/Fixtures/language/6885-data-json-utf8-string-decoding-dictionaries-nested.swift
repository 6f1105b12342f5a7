// Swift by Sundell style (Data and String): Data(json.utf8), String(decoding:as:), dictionaries and nested arrays
import Foundation

struct Gradebook: Codable {
    var course: String
    var scores: [String: [Int]]
    var weights: [String: Double]
}

let json = """
{
  "course": "Algebra",
  "scores": {"maya": [90, 85, 77], "jonas": [60, 72], "li": []},
  "weights": {"homework": 0.25, "exam": 0.75}
}
"""

let data = Data(json.utf8)
print("input bytes:", data.count == json.utf8.count)
let book = try JSONDecoder().decode(Gradebook.self, from: data)
print("course:", book.course)
for name in book.scores.keys.sorted() {
    let list = book.scores[name]!
    let average = list.isEmpty ? 0 : Double(list.reduce(0, +)) / Double(list.count)
    print(name, list, "avg", (average * 10).rounded() / 10)
}
for (part, weight) in book.weights.sorted(by: { $0.key < $1.key }) {
    print(part, weight)
}

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let out = try encoder.encode(book)
print(String(decoding: out, as: UTF8.self))

let matrix = [[1, 2], [3], []]
let matrixText = String(decoding: try encoder.encode(matrix), as: UTF8.self)
print(matrixText)
let again = try JSONDecoder().decode([[Int]].self, from: Data(matrixText.utf8))
print(again == matrix, again.map(\.count))

let word = try JSONDecoder().decode(String.self, from: Data(#""héllo ☕️""#.utf8))
print(word, word.count)
print(String(decoding: try encoder.encode(["tab\tquote\"slash/"]), as: UTF8.self))

// expect: input bytes: true
// expect: course: Algebra
// expect: jonas [60, 72] avg 66.0
// expect: li [] avg 0.0
// expect: maya [90, 85, 77] avg 84.0
// expect: exam 0.75
// expect: homework 0.25
// expect: {"course":"Algebra","scores":{"jonas":[60,72],"li":[],"maya":[90,85,77]},"weights":{"exam":0.75,"homework":0.25}}
// expect: [[1,2],[3],[]]
// expect: true [2, 1, 0]
// expect: héllo ☕️ 7
// expect: ["tab\tquote\"slash\/"]
