// Swift book style (closure cycles): a stored closure that captures self strongly leaks until broken
class Counter {
    var count = 0
    var onTick: (() -> Void)?
    let name: String
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }
    func setupStrong() {
        onTick = {
            self.count += 1
            print("\(self.name) tick \(self.count)")
        }
    }
    func setupWeak() {
        onTick = { [weak self] in
            guard let self = self else { print("gone"); return }
            self.count += 1
            print("\(self.name) tick \(self.count)")
        }
    }
}

var a: Counter? = Counter(name: "strong")
a!.setupStrong()
a!.onTick?()
a!.onTick?()
let leaked = a
a = nil
print("a set to nil, no deinit yet")
leaked!.onTick = nil
print("cycle broken manually")

var b: Counter? = Counter(name: "weak")
b!.setupWeak()
b!.onTick?()
let tick = b!.onTick!
b = nil
tick()
print("end")
// expect: strong tick 1
// expect: strong tick 2
// expect: a set to nil, no deinit yet
// expect: cycle broken manually
// expect: weak tick 1
// expect: weak deinit
// expect: gone
// expect: end
