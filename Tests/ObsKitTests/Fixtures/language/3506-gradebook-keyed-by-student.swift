// App code style: a gradebook keyed by student name encoded as sorted JSON dictionaries
import Foundation

struct Gradebook: Codable {
    var course: String
    var scores: [String: [Int]]
    var weights: [String: Double]
}

let book = Gradebook(
    course: "CS101",
    scores: ["zoe": [88, 92], "adam": [75, 80, 91], "mia": []],
    weights: ["exam": 0.6, "homework": 0.4]
)

let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
do {
    let data = try encoder.encode(book)
    print(String(data: data, encoding: .utf8)!)
    let decoded = try JSONDecoder().decode(Gradebook.self, from: data)
    for name in decoded.scores.keys.sorted() {
        let s = decoded.scores[name]!
        if s.isEmpty {
            print("\(name): no scores")
        } else {
            let avg = Double(s.reduce(0, +)) / Double(s.count)
            print(String(format: "%@: %d scores, avg %.2f, best %d", name, s.count, avg, s.max()!))
        }
    }
    let weightSum = decoded.weights.values.reduce(0, +)
    print("weights sum to 1:", abs(weightSum - 1.0) < 1e-9)

    let byID = try JSONDecoder().decode([String: Int].self, from: Data(#"{"b":2,"a":1,"c":3}"#.utf8))
    print("ids:", byID.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ","))
    let intKeys: [Int: String] = [3: "c", 1: "a", 2: "b"]
    print(String(data: try encoder.encode(intKeys), encoding: .utf8)!)
    let nested: [String: [String: Bool]] = ["flags": ["beta": true, "alpha": false]]
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(data: try encoder.encode(nested), encoding: .utf8)!)
} catch {
    print("error:", error)
}
// expect: {"course":"CS101","scores":{"adam":[75,80,91],"mia":[],"zoe":[88,92]},"weights":{"exam":0.6,"homework":0.4}}
// expect: adam: 3 scores, avg 82.00, best 91
// expect: mia: no scores
// expect: zoe: 2 scores, avg 90.00, best 92
// expect: weights sum to 1: true
// expect: ids: a=1,b=2,c=3
// expect: {"1":"a","2":"b","3":"c"}
// expect: {
// expect:   "flags" : {
// expect:     "alpha" : false,
// expect:     "beta" : true
// expect:   }
// expect: }
