// Big Nerd Ranch style (structs and enums): a ShapeDimensions enum with area and perimeter, a Monster town simulation with mutating methods
enum ShapeDimensions {
    case point
    case square(side: Double)
    case rectangle(width: Double, height: Double)
    case rightTriangle(a: Double, b: Double)
    func area() -> Double {
        switch self {
        case .point: return 0
        case let .square(side: side): return side * side
        case let .rectangle(width: w, height: h): return w * h
        case let .rightTriangle(a, b): return a * b / 2
        }
    }
    func perimeter() -> Double {
        switch self {
        case .point: return 0
        case let .square(side): return side * 4
        case let .rectangle(w, h): return 2 * (w + h)
        case let .rightTriangle(a, b): return a + b + (a * a + b * b).squareRoot()
        }
    }
}
let shapes: [ShapeDimensions] = [.point, .square(side: 10), .rectangle(width: 5, height: 10), .rightTriangle(a: 3, b: 4)]
for shape in shapes { print(shape, shape.area(), shape.perimeter()) }

struct Town {
    var population = 5_422
    var numberOfStoplights = 4
    func printDescription() {
        print("Population: \(population); number of stoplights: \(numberOfStoplights)")
    }
    mutating func changePopulation(by amount: Int) {
        population = max(0, population + amount)
    }
}
class Monster {
    var town: Town?
    var name = "Monster"
    func terrorizeTown() {
        if town != nil { print("\(name) is terrorizing a town!") }
        else { print("\(name) hasn't found a town to terrorize yet...") }
    }
}
class Zombie: Monster {
    var walksWithLimp = true
    override func terrorizeTown() {
        town?.changePopulation(by: -10)
        super.terrorizeTown()
    }
}
class Vampire: Monster {
    var thralls: [Vampire] = []
    override func terrorizeTown() {
        if let population = town?.population, population > 0 {
            town?.changePopulation(by: -1)
            thralls.append(Vampire())
        }
        super.terrorizeTown()
    }
}
var myTown = Town()
myTown.changePopulation(by: 500)
let fredTheZombie = Zombie()
fredTheZombie.name = "Fred"
fredTheZombie.terrorizeTown()
fredTheZombie.town = myTown
fredTheZombie.terrorizeTown()
fredTheZombie.town?.printDescription()
myTown.printDescription()
let dracula = Vampire()
dracula.town = Town(population: 2, numberOfStoplights: 1)
for _ in 1...3 { dracula.terrorizeTown() }
print(dracula.thralls.count, dracula.town!.population)
let monsters: [Monster] = [fredTheZombie, dracula, Monster()]
print(monsters.map { String(describing: type(of: $0)) }, monsters.compactMap { ($0 as? Zombie)?.walksWithLimp })

// expect: point 0.0 0.0
// expect: square(side: 10.0) 100.0 40.0
// expect: rectangle(width: 5.0, height: 10.0) 50.0 30.0
// expect: rightTriangle(a: 3.0, b: 4.0) 6.0 12.0
// expect: Fred hasn't found a town to terrorize yet...
// expect: Fred is terrorizing a town!
// expect: Population: 5912; number of stoplights: 4
// expect: Population: 5922; number of stoplights: 4
// expect: Monster is terrorizing a town!
// expect: Monster is terrorizing a town!
// expect: Monster is terrorizing a town!
// expect: 2 0
// expect: ["Zombie", "Vampire", "Monster"] [true]
