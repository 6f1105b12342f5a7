// Advent of Code style: parsing game records with colons, semicolons and color counts
import Foundation

let input = """
Game 1: 3 blue, 4 red; 1 red, 2 green, 6 blue; 2 green
Game 2: 1 blue, 2 green; 3 green, 4 blue, 1 red; 1 green, 1 blue
Game 3: 8 green, 6 blue, 20 red; 5 blue, 4 red, 13 green; 5 green, 1 red
Game 4: 1 green, 3 red, 6 blue; 3 green, 6 red; 3 green, 15 blue, 14 red
Game 5: 6 red, 1 blue, 3 green; 2 blue, 1 red, 2 green
"""

struct Game {
    let id: Int
    var maxima: [String: Int] = [:]
}

let games = input.split(separator: "\n").map { line -> Game in
    let halves = line.components(separatedBy: ": ")
    var game = Game(id: Int(halves[0].dropFirst(5))!)
    for draw in halves[1].split(whereSeparator: { $0 == ";" || $0 == "," }) {
        let parts = draw.split(separator: " ")
        let n = Int(parts[0])!
        let color = String(parts[1])
        game.maxima[color] = max(game.maxima[color, default: 0], n)
    }
    return game
}

let limits = ["red": 12, "green": 13, "blue": 14]
let possible = games.filter { game in
    limits.allSatisfy { color, limit in game.maxima[color, default: 0] <= limit }
}
print("Possible games: \(possible.map { $0.id })")
print("Part 1: \(possible.map(\.id).reduce(0, +))")

let powers = games.map { g in
    ["red", "green", "blue"].map { g.maxima[$0, default: 0] }.reduce(1, *)
}
print("Powers: \(powers)")
print("Part 2: \(powers.reduce(0, +))")

// expect: Possible games: [1, 2, 5]
// expect: Part 1: 8
// expect: Powers: [48, 12, 1560, 630, 36]
// expect: Part 2: 2286
