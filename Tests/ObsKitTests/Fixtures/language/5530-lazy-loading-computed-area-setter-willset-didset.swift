// The Swift Programming Language style (Properties): lazy loading, computed area with setter, willSet/didSet observers and a type property counting instances
final class Catalog {
    static var builtCount = 0
    let title: String
    init(title: String) {
        self.title = title
        Catalog.builtCount += 1
        print("built catalog \(title)")
    }
}

struct Shelf {
    var label: String
    lazy var catalog = Catalog(title: label.uppercased())
}

var shelf = Shelf(label: "poetry")
print("shelf ready, catalogs built: \(Catalog.builtCount)")
print(shelf.catalog.title)
print(shelf.catalog.title)
print("catalogs built: \(Catalog.builtCount)")

struct Plot {
    var width = 4.0, depth = 3.0
    var area: Double {
        get { width * depth }
        set {
            let ratio = (newValue / area).squareRoot()
            width *= ratio
            depth *= ratio
        }
    }
    var perimeter: Double { 2 * (width + depth) }
}

var plot = Plot()
print("area \(plot.area), perimeter \(plot.perimeter)")
plot.area = 48
print("after resize: \(plot.width) x \(plot.depth) = \(plot.area)")

class Thermostat {
    var target: Int = 20 {
        willSet(incoming) {
            print("target will move from \(target) to \(incoming)")
        }
        didSet {
            if target > 28 {
                print("capped \(target) at 28")
                target = 28
            } else {
                print("changed by \(target - oldValue)")
            }
        }
    }
}

let t = Thermostat()
t.target = 23
t.target = 35
t.target -= 10
print("final target \(t.target)")

// expect: shelf ready, catalogs built: 0
// expect: built catalog POETRY
// expect: POETRY
// expect: POETRY
// expect: catalogs built: 1
// expect: area 12.0, perimeter 14.0
// expect: after resize: 8.0 x 6.0 = 48.0
// expect: target will move from 20 to 23
// expect: changed by 3
// expect: target will move from 23 to 35
// expect: capped 35 at 28
// expect: target will move from 28 to 18
// expect: changed by -10
// expect: final target 18
