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

class Orchestra {
    let name: String
    var conductor: Conductor!
    init(name: String, conductorName: String) {
        self.name = name
        self.conductor = Conductor(name: conductorName, orchestra: self)
    }
    deinit { print("orchestra \(name) disbanded") }
}
class Conductor {
    let name: String
    unowned let orchestra: Orchestra
    init(name: String, orchestra: Orchestra) { self.name = name; self.orchestra = orchestra }
    deinit { print("conductor \(name) retired") }
}
var ensemble: Orchestra? = Orchestra(name: "Riverside Strings", conductorName: "Mirela")
print("\(ensemble!.conductor.name) conducts \(ensemble!.conductor.orchestra.name)")
ensemble = nil

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
// expect: Mirela conducts Riverside Strings
// expect: orchestra Riverside Strings disbanded
// expect: conductor Mirela retired
// expect: ["#1", "#2"]
// expect: formatter # freed
// expect: timer 7 tick 1
// expect: timer 7 tick 2
// expect: timer 7 freed
// expect: timer already gone
// expect: timer 8 leaked on purpose (no deinit above)
