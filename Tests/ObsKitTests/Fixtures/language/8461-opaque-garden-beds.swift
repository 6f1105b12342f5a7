// Swift book style (Opaque and Boxed Protocol Types): functions returning some Plot hide concrete garden-bed types while keeping type identity
protocol Plot {
    func rows() -> [String]
}

struct Seedling: Plot {
    var symbol: Character
    var count: Int
    func rows() -> [String] { [String(repeating: symbol, count: count)] }
}

struct Raised<Inner: Plot>: Plot {
    var inner: Inner
    func rows() -> [String] {
        let body = inner.rows()
        let width = body.map { $0.count }.max() ?? 0
        let edge = "+" + String(repeating: "-", count: width) + "+"
        return [edge] + body.map { "|" + $0 + String(repeating: " ", count: width - $0.count) + "|" } + [edge]
    }
}

struct Stacked<Top: Plot, Bottom: Plot>: Plot {
    var top: Top
    var bottom: Bottom
    func rows() -> [String] { top.rows() + bottom.rows() }
}

func herbBed() -> some Plot {
    Raised(inner: Stacked(top: Seedling(symbol: "*", count: 3), bottom: Seedling(symbol: "o", count: 5)))
}

func doubled<P: Plot>(_ plot: P) -> some Plot {
    Stacked(top: plot, bottom: plot)
}

func render(_ plot: some Plot, title: String) {
    print("== \(title) ==")
    for row in plot.rows() {
        print(row)
    }
}

let herbs = herbBed()
render(herbs, title: "herbs")

let twice = doubled(Seedling(symbol: "#", count: 2))
render(twice, title: "twice")

// Two calls of the same opaque function produce the same underlying type.
var beds = [herbBed(), herbBed()]
beds.append(herbBed())
print("beds:", beds.count, "rows each:", beds.map { $0.rows().count })

let nested = Raised(inner: doubled(herbBed()))
print("nested rows:", nested.rows().count)
print(nested.rows().first ?? "")

// expect: == herbs ==
// expect: +-----+
// expect: |***  |
// expect: |ooooo|
// expect: +-----+
// expect: == twice ==
// expect: ##
// expect: ##
// expect: beds: 3 rows each: [4, 4, 4]
// expect: nested rows: 10
// expect: +-------+
