// Compiler test style: subscript overloading, labeled subscript arguments, default parameters, type subscripts
enum Planet: Int {
    case mercury = 1, venus, earth, mars
    static subscript(n: Int) -> Planet {
        return Planet(rawValue: n)!
    }
}
let mars = Planet[4]
print(mars)

struct Library {
    var shelves: [String: [String]] = [:]
    subscript(shelf: String) -> [String] {
        get { return shelves[shelf, default: []] }
        set { shelves[shelf] = newValue }
    }
    subscript(shelf: String, position: Int) -> String? {
        let books = self[shelf]
        return position < books.count ? books[position] : nil
    }
    subscript(author author: String, separator sep: String = ", ") -> String {
        return shelves.keys.sorted().filter { $0.hasPrefix(author) }.joined(separator: sep)
    }
}

var lib = Library()
lib["fiction"].append("Dune")
lib["fiction"] += ["Emma", "Ulysses"]
lib["fantasy"] = ["Hobbit"]
lib["fable"] = []
print(lib["fiction"])
print(lib["fiction", 1] ?? "none", lib["fiction", 9] ?? "none")
print(lib["missing"].isEmpty)
print(lib[author: "f"])
print(lib[author: "fa", separator: "|"])

struct Grid {
    var cells = [[Int]](repeating: [0, 0, 0], count: 2)
    subscript(r: Int) -> [Int] {
        get { cells[r] }
        set { cells[r] = newValue }
    }
}
var g = Grid()
g[1][2] = 9
g[0] = [4, 5, 6]
print(g.cells)
// expect: mars
// expect: ["Dune", "Emma", "Ulysses"]
// expect: Emma none
// expect: true
// expect: fable, fantasy, fiction
// expect: fable|fantasy
// expect: [[4, 5, 6], [0, 0, 9]]
