// Q&A style (why does my struct copy still change the original?): a struct with a class property shares the object
final class Engine {
    var horsepower: Int
    init(horsepower: Int) { self.horsepower = horsepower }
}

struct Car {
    var name: String
    var engine: Engine
}

var sedan = Car(name: "Sedan", engine: Engine(horsepower: 150))
var tuned = sedan
tuned.name = "Tuned Sedan"
tuned.engine.horsepower = 220

print("sedan:", sedan.name, sedan.engine.horsepower)
print("tuned:", tuned.name, tuned.engine.horsepower)
print("same engine object:", sedan.engine === tuned.engine)

// The answer's fix: copy-on-write by hand, cloning the engine before mutating.
struct SafeCar {
    var name: String
    private var storage: Engine
    init(name: String, horsepower: Int) {
        self.name = name
        storage = Engine(horsepower: horsepower)
    }
    var horsepower: Int {
        get { storage.horsepower }
        set {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Engine(horsepower: storage.horsepower)
                print("  (cloned engine before write)")
            }
            storage.horsepower = newValue
        }
    }
}

var a = SafeCar(name: "A", horsepower: 100)
var b = a
b.horsepower = 180
print("a:", a.horsepower, "b:", b.horsepower)
b.horsepower = 190
print("a:", a.horsepower, "b:", b.horsepower)

// Replacing the reference (not mutating through it) only affects the copy.
var c = sedan
c.engine = Engine(horsepower: 90)
print("sedan after c swap:", sedan.engine.horsepower, "c:", c.engine.horsepower)

// expect: sedan: Sedan 220
// expect: tuned: Tuned Sedan 220
// expect: same engine object: true
// expect:   (cloned engine before write)
// expect: a: 100 b: 180
// expect: a: 100 b: 190
// expect: sedan after c swap: 220 c: 90
