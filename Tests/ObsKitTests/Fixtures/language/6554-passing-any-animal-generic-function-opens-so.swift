// WWDC Embrace Swift generics style (opening existentials): passing any Animal to a generic function opens it so its associated Feed type is usable
protocol Feed {
    static var label: String { get }
    init()
}

struct Hay: Feed { static var label: String { "hay" } }
struct Seeds: Feed { static var label: String { "seeds" } }

protocol Animal {
    associatedtype CommodityFeed: Feed
    var name: String { get }
    func eat(_ food: CommodityFeed) -> String
}

struct Cow: Animal {
    let name: String
    func eat(_ food: Hay) -> String { "\(name) munches \(Hay.label)" }
}

struct Chicken: Animal {
    let name: String
    func eat(_ food: Seeds) -> String { "\(name) pecks \(Seeds.label)" }
}

func feed<A: Animal>(_ animal: A) -> String {
    let food = A.CommodityFeed()
    return animal.eat(food)
}

func feedAll(_ animals: [any Animal]) {
    for animal in animals {
        print(feed(animal))
    }
}

let farm: [any Animal] = [Cow(name: "Bessie"), Chicken(name: "Henny"), Cow(name: "Daisy")]
feedAll(farm)

func feedType<A: Animal>(of animal: A) -> String { String(describing: A.CommodityFeed.self) }
print(farm.map { feedType(of: $0) })
let one: any Animal = Chicken(name: "Pip")
print(one.name, feed(one))

// expect: Bessie munches hay
// expect: Henny pecks seeds
// expect: Daisy munches hay
// expect: ["Hay", "Seeds", "Hay"]
// expect: Pip Pip pecks seeds
