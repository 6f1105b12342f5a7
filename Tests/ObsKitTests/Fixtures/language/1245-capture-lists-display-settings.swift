// Closures: capture lists copy values at creation, [weak self] and [unowned self] avoid cycles, deinit shows release.
// expected output: swiftc 6.3.1 (Linux), run on this machine
var volume = 3
var brightness = 3
let showSettings = { [volume] in print("captured volume =", volume, "live brightness =", brightness) }
volume = 8
brightness = 8
showSettings()
final class Timer {
    let name: String
    var onTick: (() -> Void)?
    var ticks = 0
    init(name: String) { self.name = name; print("\(name) init") }
    deinit { print("\(name) deinit") }
    func startWeak() {
        onTick = { [weak self] in
            guard let self else { print("gone"); return }
            self.ticks += 1
            print("\(self.name) tick \(self.ticks)")
        }
    }
    func startUnowned() {
        onTick = { [unowned self] in
            ticks += 1
            print("\(name) tick \(ticks) (unowned)")
        }
    }
}
var timer: Timer? = Timer(name: "weak")
timer?.startWeak()
timer?.onTick?()
let keptTick = timer?.onTick
timer = nil
keptTick?()
var other: Timer? = Timer(name: "unowned")
other?.startUnowned()
other?.onTick?()
other?.onTick?()
other = nil
final class Node {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("node \(id) deinit") }
}
var node: Node? = Node(id: 1)
let describe = { [id = node!.id, weak node] in "id \(id), alive: \(node != nil)" }
print(describe())
node = nil
print(describe())
var total = 5
let snapshot = { [total, doubled = total * 2] in total + doubled }
total = 1000
print(snapshot())

// expect: captured volume = 3 live brightness = 8
// expect: weak init
// expect: weak tick 1
// expect: weak deinit
// expect: gone
// expect: unowned init
// expect: unowned tick 1 (unowned)
// expect: unowned tick 2 (unowned)
// expect: unowned deinit
// expect: id 1, alive: true
// expect: node 1 deinit
// expect: id 1, alive: false
// expect: 15
