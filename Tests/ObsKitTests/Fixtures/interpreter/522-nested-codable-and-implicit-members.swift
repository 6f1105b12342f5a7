// Types nested in a Codable struct decode by their short names (`[Step]` inside `Recipe` is
// `[Recipe.Step]`), in arrays, dictionaries, optionals and enum payloads; `.init(...)` and `.case` written
// in an array literal for a memberwise initializer's argument are read against the property's type; a
// static method of a generic type calls another unqualified. Expected output: swiftc 6.3.1 on this machine.
import Foundation

struct Recipe: Codable, Equatable {
    enum Unit: String, Codable { case grams, cups }
    struct Step: Codable, Equatable {
        let text: String
        let minutes: Int
    }
    struct Amount: Codable, Equatable {
        let value: Int
        let unit: Unit
    }
    let title: String
    let steps: [Step]
    let amounts: [String: Amount]
    let garnish: Step?
}

let soup = Recipe(
    title: "Soup",
    steps: [.init(text: "Chop", minutes: 5), .init(text: "Simmer", minutes: 30)],
    amounts: ["leek": .init(value: 200, unit: .grams), "stock": Recipe.Amount(value: 4, unit: .cups)],
    garnish: nil)
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let json = String(data: try encoder.encode(soup), encoding: .utf8)!
print(json)
let back = try JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
print(back == soup, back.steps.map(\.minutes), back.amounts["leek"]!.unit, back.garnish == nil)

struct Grid<Cell> {
    static func empty(_ size: Int) -> [[Int]] { rows(size).map { _ in columns(size) } }
    static func rows(_ size: Int) -> [Int] { Array(0..<size) }
    static func columns(_ size: Int) -> [Int] { Array(repeating: 0, count: size) }
}
print(Grid<String>.empty(2))

// expect: {"amounts":{"leek":{"unit":"grams","value":200},"stock":{"unit":"cups","value":4}},"steps":[{"minutes":5,"text":"Chop"},{"minutes":30,"text":"Simmer"}],"title":"Soup"}
// expect: true [5, 30] grams true
// expect: [[0, 0], [0, 0]]
