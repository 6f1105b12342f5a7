// ARC: weak and unowned references, closure capture lists, breaking cycles
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Owner {
    let name: String
    var pet: Pet?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) released") }
}
class Pet {
    let species: String
    weak var owner: Owner?
    init(species: String) { self.species = species }
    deinit { print("\(species) released") }
}

var maya: Owner? = Owner(name: "Maya")
var cat: Pet? = Pet(species: "cat")
maya?.pet = cat
cat?.owner = maya
print("cat belongs to \(cat?.owner?.name ?? "nobody")")
maya = nil
print("after owner gone: \(cat?.owner?.name ?? "nobody")")
cat = nil

class Country {
    let name: String
    var capital: City!
    init(name: String, capitalName: String) {
        self.name = name
        self.capital = City(name: capitalName, country: self)
    }
    deinit { print("country \(name) gone") }
}
class City {
    let name: String
    unowned let country: Country
    init(name: String, country: Country) { self.name = name; self.country = country }
    deinit { print("city \(name) gone") }
}
var nation: Country? = Country(name: "Peru", capitalName: "Lima")
print("\(nation!.capital.name) is in \(nation!.capital.country.name)")
nation = nil

class Formatter {
    let prefix: String
    lazy var format: (Int) -> String = { [unowned self] n in "\(self.prefix)\(n)" }
    init(prefix: String) { self.prefix = prefix }
    deinit { print("formatter \(prefix) freed") }
}
var fmt: Formatter? = Formatter(prefix: "#")
print([1, 2].map(fmt!.format))
fmt = nil

class Timer {
    var tick: (() -> Void)?
    let id: Int
    var count = 0
    init(id: Int) { self.id = id }
    func arm() {
        tick = { [weak self] in
            guard let self else { print("timer already gone"); return }
            self.count += 1
            print("timer \(self.id) tick \(self.count)")
        }
    }
    deinit { print("timer \(id) freed") }
}
var timer: Timer? = Timer(id: 7)
timer?.arm()
let tick = timer!.tick!
tick(); tick()
timer = nil
tick()
var strongCycle: Timer? = Timer(id: 8)
strongCycle?.tick = { [strongCycle] in _ = strongCycle }
strongCycle = nil
print("timer 8 leaked on purpose (no deinit above)")
// expect: cat belongs to Maya
// expect: owner Maya released
// expect: after owner gone: nobody
// expect: cat released
// expect: Lima is in Peru
// expect: country Peru gone
// expect: city Lima gone
// expect: ["#1", "#2"]
// expect: formatter # freed
// expect: timer 7 tick 1
// expect: timer 7 tick 2
// expect: timer 7 freed
// expect: timer already gone
// expect: timer 8 leaked on purpose (no deinit above)
