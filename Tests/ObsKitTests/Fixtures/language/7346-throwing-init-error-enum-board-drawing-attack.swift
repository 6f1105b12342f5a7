// Exercism style (Queen Attack): a throwing init with an error enum, a board drawing, and attack checks by switch
enum QueenError: Error, Equatable {
    case positionNotOnBoard(row: Int, column: Int)
    case sameSpace
}

struct Queens: CustomStringConvertible {
    let white: (row: Int, column: Int)
    let black: (row: Int, column: Int)

    init(white: (Int, Int) = (0, 3), black: (Int, Int) = (7, 3)) throws {
        for (r, c) in [white, black] where !(0..<8).contains(r) || !(0..<8).contains(c) {
            throw QueenError.positionNotOnBoard(row: r, column: c)
        }
        guard white != black else { throw QueenError.sameSpace }
        self.white = white
        self.black = black
    }

    var canAttack: Bool {
        switch (white.row - black.row, white.column - black.column) {
        case (0, _), (_, 0): return true
        case let (dr, dc) where abs(dr) == abs(dc): return true
        default: return false
        }
    }

    var description: String {
        (0..<8).map { r in
            (0..<8).map { c -> String in
                if (r, c) == white { return "W" }
                if (r, c) == black { return "B" }
                return "_"
            }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

let setups: [((Int, Int), (Int, Int))] = [
    ((2, 4), (6, 6)), ((2, 4), (2, 6)), ((4, 5), (2, 5)), ((2, 2), (0, 4)),
    ((2, 2), (3, 1)), ((2, 2), (1, 1)), ((1, 7), (0, 6)), ((4, 1), (2, 5)),
    ((8, 4), (0, 0)), ((2, -1), (0, 0)), ((3, 3), (3, 3)),
]
for (w, b) in setups {
    do {
        let queens = try Queens(white: w, black: b)
        print("\(w) vs \(b):", queens.canAttack ? "attack" : "safe")
    } catch QueenError.positionNotOnBoard(let row, let column) {
        print("\(w) vs \(b): off board at \(row),\(column)")
    } catch {
        print("\(w) vs \(b): \(error)")
    }
}
print(try! Queens(white: (2, 3), black: (5, 6)))
print(try! Queens().canAttack)

// expect: (2, 4) vs (6, 6): safe
// expect: (2, 4) vs (2, 6): attack
// expect: (4, 5) vs (2, 5): attack
// expect: (2, 2) vs (0, 4): attack
// expect: (2, 2) vs (3, 1): attack
// expect: (2, 2) vs (1, 1): attack
// expect: (1, 7) vs (0, 6): attack
// expect: (4, 1) vs (2, 5): safe
// expect: (8, 4) vs (0, 0): off board at 8,4
// expect: (2, -1) vs (0, 0): off board at 2,-1
// expect: (3, 3) vs (3, 3): sameSpace
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ W _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ B _
// expect: _ _ _ _ _ _ _ _
// expect: _ _ _ _ _ _ _ _
// expect: true
