// App code style: elementary cellular automaton explorer with rule numbers
struct Automaton {
    let rule: UInt8
    var cells: [Bool]
    private(set) var generation = 0

    static let width = 31
    static func seeded(rule: UInt8) -> Automaton {
        var cells = [Bool](repeating: false, count: width)
        cells[width / 2] = true
        return Automaton(rule: rule, cells: cells)
    }

    private init(rule: UInt8, cells: [Bool]) { self.rule = rule; self.cells = cells }

    lazy var ruleTable: [Bool] = (0..<8).map { (rule >> UInt8($0)) & 1 == 1 }

    mutating func step() {
        let table = ruleTable
        let n = cells.count
        cells = (0..<n).map { i in
            let l = cells[(i - 1 + n) % n] ? 4 : 0
            let c = cells[i] ? 2 : 0
            let r = cells[(i + 1) % n] ? 1 : 0
            return table[l | c | r]
        }
        generation += 1
    }

    var row: String { String(cells.map { $0 ? "#" : " " }).replacingOccurrences(of: " ", with: ".") }
    var population: Int { cells.filter { $0 }.count }
}

extension String {
    func replacingOccurrences(of a: Character, with b: Character) -> String { String(map { $0 == a ? b : $0 }) }
}

for rule: UInt8 in [30, 90] {
    var ca = Automaton.seeded(rule: rule)
    print("rule \(rule) table: \(ca.ruleTable.map { $0 ? 1 : 0 })")
    var pops: [Int] = []
    for _ in 0..<8 {
        print(ca.row)
        pops.append(ca.population)
        ca.step()
    }
    print("populations: \(pops), gen \(ca.generation)")
}
var blank = Automaton.seeded(rule: 0)
blank.step()
print("rule 0 after one step: \(blank.population) alive")
// expect: rule 30 table: [0, 1, 1, 1, 1, 0, 0, 0]
// expect: ...............#...............
// expect: ..............###..............
// expect: .............##..#.............
// expect: ............##.####............
// expect: ...........##..#...#...........
// expect: ..........##.####.###..........
// expect: .........##..#....#..#.........
// expect: ........##.####..######........
// expect: populations: [1, 3, 3, 6, 4, 9, 5, 12], gen 8
// expect: rule 90 table: [0, 1, 0, 1, 1, 0, 1, 0]
// expect: ...............#...............
// expect: ..............#.#..............
// expect: .............#...#.............
// expect: ............#.#.#.#............
// expect: ...........#.......#...........
// expect: ..........#.#.....#.#..........
// expect: .........#...#...#...#.........
// expect: ........#.#.#.#.#.#.#.#........
// expect: populations: [1, 2, 2, 4, 2, 4, 4, 8], gen 8
// expect: rule 0 after one step: 0 alive
