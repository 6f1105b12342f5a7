// Q&A style (how do I break out of nested loops, and filter in a for-in?): where clauses, labels and exhaustive switch
enum Suit: CaseIterable { case clubs, diamonds, hearts, spades }

func color(_ s: Suit) -> String {
    switch s {
    case .clubs, .spades: return "black"
    case .diamonds, .hearts: return "red"
    }
}
print(Suit.allCases.map(color))

// where on for-in filters iterations.
for n in 1...20 where n % 7 == 0 {
    print("multiple of 7:", n)
}

// Labeled break leaves the outer loop.
let grid = [[1, 2, 3], [4, -5, 6], [7, 8, 9]]
outer: for (r, row) in grid.enumerated() {
    for (c, value) in row.enumerated() {
        if value < 0 {
            print("negative at \(r),\(c); stopping")
            break outer
        }
        print("visit", value)
    }
}

// Labeled continue skips to the next outer iteration.
rows: for row in grid + [[1, 3, 5]] {
    for value in row where value % 2 == 0 {
        print("first even in row:", value)
        continue rows
    }
    print("row without even numbers")
}

// switch with where and tuple patterns.
for point in [(0, 0), (3, 3), (2, -2), (5, 1)] {
    switch point {
    case (0, 0): print(point, "origin")
    case let (x, y) where x == y: print(point, "diagonal")
    case let (x, y) where x == -y: print(point, "anti-diagonal")
    default: print(point, "elsewhere")
    }
}

// break inside switch only exits the switch.
for s in Suit.allCases {
    switch s {
    case .hearts: break
    default: print("not hearts:", s)
    }
}

// expect: ["black", "red", "red", "black"]
// expect: multiple of 7: 7
// expect: multiple of 7: 14
// expect: visit 1
// expect: visit 2
// expect: visit 3
// expect: visit 4
// expect: negative at 1,1; stopping
// expect: first even in row: 2
// expect: first even in row: 4
// expect: first even in row: 8
// expect: row without even numbers
// expect: (0, 0) origin
// expect: (3, 3) diagonal
// expect: (2, -2) anti-diagonal
// expect: (5, 1) elsewhere
// expect: not hearts: clubs
// expect: not hearts: diamonds
// expect: not hearts: spades
