// Book style (Structures and Classes): value vs reference semantics with a garden planner
struct Plot {
    var width = 3
    var length = 4
    var crop: String? = nil
}

class Greenhouse {
    var name: String
    var plots: [Plot] = []
    var temperature = 21.5
    init(name: String) { self.name = name }
}

var a = Plot()
var b = a
b.width = 10
b.crop = "Carrots"
print(a)
print(b)
print(a.width, b.width)

let custom = Plot(width: 5, length: 6, crop: "Beans")
print(custom)
let partial = Plot(length: 8)
print(partial)

let house = Greenhouse(name: "East")
let alias = house
alias.temperature = 25.0
alias.plots.append(custom)
print(house.temperature, house.plots.count)
print(house === alias)
let other = Greenhouse(name: "East")
print(house === other, house !== other)

var plotsCopy = house.plots
plotsCopy[0].crop = "Peas"
print(house.plots[0].crop ?? "none", plotsCopy[0].crop ?? "none")

house.plots.append(Plot(width: 1, length: 1))
for (i, p) in house.plots.enumerated() {
    print(i, p.width * p.length, p.crop as Any)
}

struct Pair<T> {
    var first: T
    var second: T
}
let pp = Pair(first: 1.5, second: 2.0)
print(pp)
let names = Pair(first: "x", second: "y")
print(names)
print([Pair(first: 1, second: 2), Pair(first: 3, second: 4)])
let tuple = (plot: a, count: 2)
print(tuple)
let opt: Plot? = custom
print(opt as Any)
print(house.name, alias.name)

// expect: Plot(width: 3, length: 4, crop: nil)
// expect: Plot(width: 10, length: 4, crop: Optional("Carrots"))
// expect: 3 10
// expect: Plot(width: 5, length: 6, crop: Optional("Beans"))
// expect: Plot(width: 3, length: 8, crop: nil)
// expect: 25.0 1
// expect: true
// expect: false true
// expect: Beans Peas
// expect: 0 30 Optional("Beans")
// expect: 1 1 nil
// expect: Pair<Double>(first: 1.5, second: 2.0)
// expect: Pair<String>(first: "x", second: "y")
// expect: [main.Pair<Swift.Int>(first: 1, second: 2), main.Pair<Swift.Int>(first: 3, second: 4)]
// expect: (plot: main.Plot(width: 3, length: 4, crop: nil), count: 2)
// expect: Optional(main.Plot(width: 5, length: 6, crop: Optional("Beans")))
// expect: East East
