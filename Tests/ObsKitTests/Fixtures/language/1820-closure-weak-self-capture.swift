// Compiler test style: closure capture lists — [weak self] avoids retaining the owner, while a strong capture keeps it alive until the closure is dropped
final class Downloader {
    let name: String
    var onFinish: (() -> Void)?
    var log: [String] = []
    init(name: String) { self.name = name }
    deinit { print("\(name) deinit") }

    func configureWeak() {
        onFinish = { [weak self] in
            guard let self else {
                print("owner already gone")
                return
            }
            self.log.append("finished")
            print("\(self.name) finished (weak)")
        }
    }

    func configureStrong() {
        onFinish = {
            self.log.append("finished")
            print("\(self.name) finished (strong)")
        }
    }
}

var a: Downloader? = Downloader(name: "A")
a!.configureWeak()
a!.onFinish?()
print("A log: \(a!.log)")
a = nil
print("A released")

var b: Downloader? = Downloader(name: "B")
b!.configureStrong()
b!.onFinish?()
weak var weakB = b
b = nil
print("B still alive through its own closure: \(weakB != nil)")
weakB?.onFinish = nil
print("B after breaking cycle: \(weakB == nil ? "gone" : "alive")")

// A weak capture outliving the object
var detached: (() -> Void)?
do {
    let c = Downloader(name: "C")
    c.configureWeak()
    detached = c.onFinish
    detached?()
}
detached?()

// weak capture of a non-self variable
final class Counter {
    var value = 0
    deinit { print("counter deinit at \(value)") }
}
var counter: Counter? = Counter()
let bump = { [weak counter] () -> Int? in
    counter?.value += 1
    return counter?.value
}
print(bump() as Any)
print(bump() as Any)
counter = nil
print(bump() as Any)

// expect: A finished (weak)
// expect: A log: ["finished"]
// expect: A deinit
// expect: A released
// expect: B finished (strong)
// expect: B still alive through its own closure: true
// expect: B deinit
// expect: B after breaking cycle: gone
// expect: C finished (weak)
// expect: C deinit
// expect: owner already gone
// expect: Optional(1)
// expect: Optional(2)
// expect: counter deinit at 2
// expect: nil
