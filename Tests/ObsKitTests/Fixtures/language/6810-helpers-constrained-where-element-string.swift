// Advanced Swift style (String sequences): helpers constrained with where Element == String
extension Sequence where Element == String {
    func joinedAsSentence() -> String {
        let items = Array(self)
        switch items.count {
        case 0: return ""
        case 1: return items[0]
        case 2: return "\(items[0]) and \(items[1])"
        default: return items.dropLast().joined(separator: ", ") + ", and " + items.last!
        }
    }

    func longest() -> String? { self.max { $0.count < $1.count } }

    var totalCharacters: Int { reduce(0) { $0 + $1.count } }
}

extension Collection where Element == String {
    func padded() -> [String] {
        let width = map(\.count).max() ?? 0
        return map { $0 + String(repeating: ".", count: width - $0.count) }
    }
}

extension Array where Element == String {
    func acronym() -> String { compactMap(\.first).map { String($0).uppercased() }.joined() }
}

let fruits = ["apples", "pears", "plums"]
print(fruits.joinedAsSentence())
print(["tea", "coffee"].joinedAsSentence())
print(["water"].joinedAsSentence())
print([String]().joinedAsSentence().isEmpty)
print(fruits.longest() ?? "-", fruits.totalCharacters)
for line in fruits.padded() { print("[\(line)]") }
print(["portable", "network", "graphics"].acronym())

let set: Set<String> = ["beta", "alpha", "gamma"]
print(set.sorted().joinedAsSentence(), set.totalCharacters)

let menu = ["soup": 4, "salad": 6, "bread": 2]
print(menu.keys.sorted().joinedAsSentence())
print(menu.keys.totalCharacters)

let parts = "one two three four".split(separator: " ").map(String.init)
print(parts[1...].joinedAsSentence())
print(parts[1...].padded())
print("a-b-c".split(separator: "-").map(String.init).acronym())

// expect: apples, pears, and plums
// expect: tea and coffee
// expect: water
// expect: true
// expect: apples 16
// expect: [apples]
// expect: [pears.]
// expect: [plums.]
// expect: PNG
// expect: alpha, beta, and gamma 14
// expect: bread, salad, and soup
// expect: 14
// expect: two, three, and four
// expect: ["two..", "three", "four."]
// expect: ABC
