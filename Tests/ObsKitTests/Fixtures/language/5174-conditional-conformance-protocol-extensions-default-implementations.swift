// Book style (Protocols): conditional conformance and protocol extensions with default implementations
protocol Summarizable {
    var summary: String { get }
}

extension Summarizable {
    var summary: String { "(\(type(of: self)))" }
    func shout() -> String { summary.uppercased() }
}

struct Seed: Summarizable {
    var species: String
    var summary: String { "seed of \(species)" }
}

struct Pebble: Summarizable {
    var grams: Int
}

struct Tray<Item> {
    var items: [Item]
}

extension Tray: Summarizable where Item: Summarizable {
    var summary: String {
        "tray: " + items.map(\.summary).joined(separator: ", ")
    }
}

extension Array: Summarizable where Element: Summarizable {
    var summary: String { "[" + map(\.summary).joined(separator: "; ") + "]" }
}

extension Optional: Summarizable where Wrapped: Summarizable {
    var summary: String {
        switch self {
        case .some(let w): return "some " + w.summary
        case .none: return "nothing"
        }
    }
}

extension Tray: Equatable where Item: Equatable {}
extension Seed: Equatable {}

let seeds = [Seed(species: "oak"), Seed(species: "ash")]
print(seeds.summary)
print(Pebble(grams: 4).summary)
print(Pebble(grams: 4).shout())
let tray = Tray(items: seeds)
print(tray.summary)
print(tray.shout())
let nested = Tray(items: [Tray(items: [Pebble(grams: 1)]), Tray(items: [])])
print(nested.summary)
let maybeSeed: Seed? = seeds.last
let noSeed: Seed? = nil
print(maybeSeed.summary, "/", noSeed.summary)
print(tray == Tray(items: [Seed(species: "oak"), Seed(species: "ash")]))
print(tray)
print(type(of: nested))
let things: [Summarizable] = [Seed(species: "elm"), Pebble(grams: 9), tray, [Pebble(grams: 2)]]
for t in things { print(t.summary) }

// expect: [seed of oak; seed of ash]
// expect: (Pebble)
// expect: (PEBBLE)
// expect: tray: seed of oak, seed of ash
// expect: TRAY: SEED OF OAK, SEED OF ASH
// expect: tray: tray: (Pebble), tray: 
// expect: some seed of ash / nothing
// expect: true
// expect: Tray<Seed>(items: [main.Seed(species: "oak"), main.Seed(species: "ash")])
// expect: Tray<Tray<Pebble>>
// expect: seed of elm
// expect: (Pebble)
// expect: tray: seed of oak, seed of ash
// expect: [(Pebble)]
