// Advent of Code style (2023 day 2, cube conundrum): parsing game records with split and struct max-reduction
let input = """
Game 1: 3 blue, 4 red; 1 red, 2 green, 6 blue; 2 green
Game 2: 1 blue, 2 green; 3 green, 4 blue, 1 red; 1 green, 1 blue
Game 3: 8 green, 6 blue, 20 red; 5 blue, 4 red, 13 green; 5 green, 1 red
Game 4: 1 green, 3 red, 6 blue; 3 green, 6 red; 3 green, 15 blue, 14 red
Game 5: 6 red, 1 blue, 3 green; 2 blue, 1 red, 2 green
"""

struct CubeSet: CustomStringConvertible {
    var red = 0, green = 0, blue = 0
    var power: Int { red * green * blue }
    func fits(in bag: CubeSet) -> Bool { red <= bag.red && green <= bag.green && blue <= bag.blue }
    func union(_ o: CubeSet) -> CubeSet { CubeSet(red: max(red, o.red), green: max(green, o.green), blue: max(blue, o.blue)) }
    var description: String { "r\(red) g\(green) b\(blue)" }
}

struct Game { let id: Int; let draws: [CubeSet] }

func parseDraw(_ s: Substring) -> CubeSet {
    var set = CubeSet()
    for part in s.split(separator: ",") {
        let words = part.split(separator: " ")
        guard words.count == 2, let n = Int(words[0]) else { continue }
        switch words[1] {
        case "red": set.red = n
        case "green": set.green = n
        case "blue": set.blue = n
        default: break
        }
    }
    return set
}

let games: [Game] = input.split(separator: "\n").map { line in
    let halves = line.split(separator: ":")
    let id = Int(halves[0].dropFirst(5))!
    return Game(id: id, draws: halves[1].split(separator: ";").map(parseDraw))
}
print(games.count, "games;", games.map { $0.draws.count })
print(games[0].draws)

let bag = CubeSet(red: 12, green: 13, blue: 14)
let possible = games.filter { $0.draws.allSatisfy { $0.fits(in: bag) } }
print("possible:", possible.map(\.id), "part 1:", possible.map(\.id).reduce(0, +))
let minimal = games.map { $0.draws.reduce(CubeSet()) { $0.union($1) } }
for (g, m) in zip(games, minimal) { print("game \(g.id) needs \(m) power \(m.power)") }
print("part 2:", minimal.map(\.power).reduce(0, +))

// expect: 5 games; [3, 3, 3, 3, 2]
// expect: [r4 g0 b3, r1 g2 b6, r0 g2 b0]
// expect: possible: [1, 2, 5] part 1: 8
// expect: game 1 needs r4 g2 b6 power 48
// expect: game 2 needs r1 g3 b4 power 12
// expect: game 3 needs r20 g13 b6 power 1560
// expect: game 4 needs r14 g3 b15 power 630
// expect: game 5 needs r6 g3 b2 power 36
// expect: part 2: 2286
