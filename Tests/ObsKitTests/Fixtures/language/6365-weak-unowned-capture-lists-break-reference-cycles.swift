// Advanced Swift style (Structs and classes): weak and unowned capture lists break reference cycles, shown with deinit output
final class Timer {
    var tick: (() -> Void)?
    let label: String
    init(label: String) { self.label = label; print("init \(label)") }
    deinit { print("deinit \(label)") }
}

final class ViewModel {
    let name: String
    var timer: Timer?
    var ticks = 0
    init(name: String) { self.name = name; print("init \(name)") }
    deinit { print("deinit \(name)") }
    func startStrong() {
        let t = Timer(label: "\(name)-timer")
        t.tick = { self.ticks += 1 }
        timer = t
    }
    func startWeak() {
        let t = Timer(label: "\(name)-timer")
        t.tick = { [weak self] in
            guard let self else { print("gone"); return }
            self.ticks += 1
        }
        timer = t
    }
    func startUnowned() {
        let t = Timer(label: "\(name)-timer")
        t.tick = { [unowned self] in self.ticks += 10 }
        timer = t
    }
}

print("-- strong cycle")
do {
    let vm = ViewModel(name: "A")
    vm.startStrong()
    vm.timer?.tick?()
    print("ticks", vm.ticks)
}
print("-- weak")
do {
    let vm = ViewModel(name: "B")
    vm.startWeak()
    vm.timer?.tick?()
    print("ticks", vm.ticks)
}
print("-- unowned")
do {
    let vm = ViewModel(name: "C")
    vm.startUnowned()
    vm.timer?.tick?()
    print("ticks", vm.ticks)
}
print("-- weak outliving")
var kept: Timer?
do {
    let vm = ViewModel(name: "D")
    vm.startWeak()
    kept = vm.timer
    vm.timer = nil
}
kept?.tick?()
kept = nil
weak var weakRef: ViewModel?
do {
    let vm = ViewModel(name: "E")
    weakRef = vm
    print(weakRef?.name ?? "nil")
}
print(weakRef?.name ?? "nil after scope")
print("end")

// expect: -- strong cycle
// expect: init A
// expect: init A-timer
// expect: ticks 1
// expect: -- weak
// expect: init B
// expect: init B-timer
// expect: ticks 1
// expect: deinit B
// expect: deinit B-timer
// expect: -- unowned
// expect: init C
// expect: init C-timer
// expect: ticks 10
// expect: deinit C
// expect: deinit C-timer
// expect: -- weak outliving
// expect: init D
// expect: init D-timer
// expect: deinit D
// expect: gone
// expect: deinit D-timer
// expect: init E
// expect: E
// expect: deinit E
// expect: nil after scope
// expect: end
