// Swift book style: result builder with buildArray for loops and buildFinalResult
@resultBuilder
struct CSVBuilder {
    typealias Row = [String]
    static func buildExpression(_ row: Row) -> [Row] { [row] }
    static func buildBlock(_ rows: [Row]...) -> [Row] { rows.flatMap { $0 } }
    static func buildArray(_ rows: [[Row]]) -> [Row] { rows.flatMap { $0 } }
    static func buildOptional(_ rows: [Row]?) -> [Row] { rows ?? [] }
    static func buildEither(first rows: [Row]) -> [Row] { rows }
    static func buildEither(second rows: [Row]) -> [Row] { rows }
    static func buildFinalResult(_ rows: [Row]) -> String {
        rows.map { $0.joined(separator: ",") }.joined(separator: "\n")
    }
}

func csv(@CSVBuilder _ build: () -> String) -> String { build() }

struct Item { let name: String; let qty: Int; let price: Int }
let items = [Item(name: "pen", qty: 3, price: 2), Item(name: "book", qty: 1, price: 15),
             Item(name: "bag", qty: 0, price: 30)]

let output = csv {
    ["name", "qty", "total"]
    for item in items {
        if item.qty > 0 {
            [item.name, "\(item.qty)", "\(item.qty * item.price)"]
        } else {
            [item.name, "-", "sold out"]
        }
    }
    ["sum", "", "\(items.reduce(0) { $0 + $1.qty * $1.price })"]
}
print(output)
print("---")

let grid = csv {
    for r in 1...3 {
        for c in 1...2 {
            ["r\(r)c\(c)", "\(r * c)"]
        }
    }
    if items.isEmpty {
        ["empty"]
    }
}
print(grid)
print("---")
let emptyLoop = csv {
    for _ in 0..<0 {
        ["never"]
    }
    ["only"]
}
print(emptyLoop)
// expect: name,qty,total
// expect: pen,3,6
// expect: book,1,15
// expect: bag,-,sold out
// expect: sum,,21
// expect: ---
// expect: r1c1,1
// expect: r1c2,2
// expect: r2c1,2
// expect: r2c2,4
// expect: r3c1,3
// expect: r3c2,6
// expect: ---
// expect: only
