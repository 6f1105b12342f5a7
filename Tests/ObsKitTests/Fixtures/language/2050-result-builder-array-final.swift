// Compiler test style: result builder with buildArray (for loops), buildExpression overloads and buildFinalResult
struct Row {
    let cells: [String]
}

@resultBuilder
struct TableBuilder {
    static func buildExpression(_ row: Row) -> [Row] { [row] }
    static func buildExpression(_ cells: [String]) -> [Row] { [Row(cells: cells)] }
    static func buildExpression(_ rows: [Row]) -> [Row] { rows }
    static func buildBlock(_ parts: [Row]...) -> [Row] { parts.flatMap { $0 } }
    static func buildArray(_ groups: [[Row]]) -> [Row] { groups.flatMap { $0 } }
    static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
    static func buildFinalResult(_ rows: [Row]) -> String {
        let width = rows.map(\.cells.count).max() ?? 0
        var colWidths = Array(repeating: 0, count: width)
        for r in rows {
            for (i, c) in r.cells.enumerated() { colWidths[i] = max(colWidths[i], c.count) }
        }
        return rows.map { r in
            r.cells.enumerated().map { i, c in
                c + String(repeating: " ", count: colWidths[i] - c.count)
            }.joined(separator: " | ")
        }.joined(separator: "\n")
    }
}

func table(@TableBuilder _ body: () -> String) -> String { body() }

let inventory = [("apple", 3), ("kiwi", 12), ("watermelon", 1)]
let showTotal = true
let rendered = table {
    ["name", "qty"]
    ["----", "---"]
    for (name, qty) in inventory {
        Row(cells: [name, String(qty)])
    }
    if showTotal {
        ["total", String(inventory.reduce(0) { $0 + $1.1 })]
    }
}
print(rendered)

let grid = table {
    for i in 1...3 {
        for j in 1...3 where j >= i {
            [String(i), String(j), String(i * j)]
        }
    }
}
print(grid)
print(table { ["solo"] })

// expect: name       | qty
// expect: ----       | ---
// expect: apple      | 3  
// expect: kiwi       | 12 
// expect: watermelon | 1  
// expect: total      | 16 
// expect: 1 | 1 | 1
// expect: 1 | 2 | 2
// expect: 1 | 3 | 3
// expect: 2 | 2 | 4
// expect: 2 | 3 | 6
// expect: 3 | 3 | 9
// expect: solo
