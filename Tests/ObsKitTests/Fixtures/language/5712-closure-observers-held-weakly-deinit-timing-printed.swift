// Hacking with Swift style (observer pattern): closure observers held weakly, with deinit timing printed
final class Token {
    let id: Int
    let cancel: () -> Void
    init(id: Int, cancel: @escaping () -> Void) { self.id = id; self.cancel = cancel }
    deinit { print("token \(id) deinit"); cancel() }
}

final class Thermometer {
    private var observers: [Int: (Double) -> Void] = [:]
    private var nextID = 0
    var reading: Double = 20 {
        didSet {
            guard reading != oldValue else { return }
            for id in observers.keys.sorted() { observers[id]?(reading) }
        }
    }

    func observe(_ handler: @escaping (Double) -> Void) -> Token {
        nextID += 1
        let id = nextID
        observers[id] = handler
        return Token(id: id) { [weak self] in
            self?.observers[id] = nil
            print("removed observer \(id)")
        }
    }

    var observerCount: Int { observers.count }
    deinit { print("thermometer deinit") }
}

final class Display {
    let name: String
    var token: Token?
    init(name: String, source: Thermometer) {
        self.name = name
        token = source.observe { [weak self] value in
            guard let self = self else { return }
            print("\(self.name) shows \(value)")
        }
    }
    deinit { print("display \(name) deinit") }
}

var thermo: Thermometer? = Thermometer()
var kitchen: Display? = Display(name: "kitchen", source: thermo!)
var hall: Display? = Display(name: "hall", source: thermo!)
thermo!.reading = 21.5
thermo!.reading = 21.5
print("observers:", thermo!.observerCount)
kitchen = nil
print("observers:", thermo!.observerCount)
thermo!.reading = 19
thermo = nil
print("thermometer released")
hall = nil
print("done")

// expect: kitchen shows 21.5
// expect: hall shows 21.5
// expect: observers: 2
// expect: display kitchen deinit
// expect: token 1 deinit
// expect: removed observer 1
// expect: observers: 1
// expect: hall shows 19.0
// expect: thermometer deinit
// expect: thermometer released
// expect: display hall deinit
// expect: token 2 deinit
// expect: removed observer 2
// expect: done
