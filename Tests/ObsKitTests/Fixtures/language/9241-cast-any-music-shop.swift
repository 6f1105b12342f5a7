// cast-any-hierarchy: casting Any and AnyObject across a class hierarchy, a protocol and a struct
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A music shop stocks instruments; guitars and a protocol for anything that carries a label.
class Instrument {
    let strings: Int
    init(strings: Int) { self.strings = strings }
    func describe() -> String { "instrument with \(strings) strings" }
}

class Guitar: Instrument {
    let maker: String
    init(maker: String) {
        self.maker = maker
        super.init(strings: 6)
    }
    override func describe() -> String { "\(maker) guitar" }
}

final class ElectricGuitar: Guitar {
    var watts = 50
}

class Harp: Instrument {
    init() { super.init(strings: 47) }
}

protocol Labelled { var label: String { get } }
struct Musician: Labelled { let label: String }
extension Guitar: Labelled { var label: String { maker } }

let crate: [Any] = [7, "receipt", 2.75, Guitar(maker: "Alder"), ElectricGuitar(maker: "Voltline"),
                    Harp(), Musician(label: "Noor"), [3, 4, 5], (2, "picks"), Optional<Int>.none as Any]

for (n, item) in crate.enumerated() {
    switch item {
    case let i as Int: print(n, "Int", i)
    case let s as String: print(n, "String", s)
    case let d as Double: print(n, "Double", d)
    case let eg as ElectricGuitar: print(n, "ElectricGuitar", eg.describe(), eg.watts)
    case let inst as Instrument: print(n, "Instrument", inst.describe())
    case let l as Labelled: print(n, "Labelled", l.label)
    case let nums as [Int]: print(n, "[Int] product", nums.reduce(1, *))
    case let (count, what) as (Int, String): print(n, "pair", count, what)
    default: print(n, "other", type(of: item))
    }
}

let floor: [Instrument] = [Guitar(maker: "Birch"), Harp(), ElectricGuitar(maker: "Spark"), Instrument(strings: 4)]
print(floor.filter { $0 is Guitar }.count)
print(floor.filter { $0 is ElectricGuitar }.count)
print(floor.compactMap { ($0 as? Labelled)?.label })
let firstOne = floor[0] as! Guitar
print(firstOne.maker, firstOne.strings)

let stockroom: [AnyObject] = floor
print(stockroom.map { $0 is Harp })
if let g = stockroom[2] as? Guitar { print("stockroom[2] is a Guitar:", g.describe()) }
if stockroom[3] as? Guitar == nil { print("stockroom[3] is not a Guitar") }

let boxed: Any = ElectricGuitar(maker: "Hum")
print(boxed is Instrument, boxed is Labelled, boxed is Harp)

let tagged: Labelled = Guitar(maker: "Cedar")
if let inst = tagged as? Instrument { print("tagged as Instrument:", inst.strings) }
print(tagged is ElectricGuitar, tagged is Guitar)

let player: Any = Musician(label: "Ivo")
print(player is Labelled, player is Instrument)
let widened: Instrument = ElectricGuitar(maker: "Arc")
print(widened.describe(), type(of: widened))
func price(_ i: Instrument) -> String {
    if i is ElectricGuitar { return "premium" }
    if let guitar = i as? Guitar { return "standard:" + guitar.maker }
    return "strings:\(i.strings)"
}
print(floor.map(price))
// expect: 0 Int 7
// expect: 1 String receipt
// expect: 2 Double 2.75
// expect: 3 Instrument Alder guitar
// expect: 4 ElectricGuitar Voltline guitar 50
// expect: 5 Instrument instrument with 47 strings
// expect: 6 Labelled Noor
// expect: 7 [Int] product 60
// expect: 8 pair 2 picks
// expect: 9 other Optional<Int>
// expect: 2
// expect: 1
// expect: ["Birch", "Spark"]
// expect: Birch 6
// expect: [false, true, false, false]
// expect: stockroom[2] is a Guitar: Spark guitar
// expect: stockroom[3] is not a Guitar
// expect: true true false
// expect: tagged as Instrument: 6
// expect: false true
// expect: true false
// expect: Arc guitar ElectricGuitar
// expect: ["standard:Birch", "strings:47", "premium", "strings:4"]
