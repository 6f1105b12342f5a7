// Compiler test style: closure capture lists ([weak self], [unowned self], value captures) breaking retain cycles
var log: [String] = []

final class Timer {
    let name: String
    var onFire: (() -> Void)?
    init(name: String) { self.name = name }
    deinit { log.append("deinit \(name)") }

    func configureStrong() {
        onFire = { log.append("fire \(self.name)") }
    }

    func configureWeak() {
        onFire = { [weak self] in
            log.append("fire \(self?.name ?? "<gone>")")
        }
    }

    func configureUnowned() {
        onFire = { [unowned self] in log.append("fire \(name)") }
    }
}

func report(_ title: String) {
    print(title + ":", log.isEmpty ? "(nothing)" : log.joined(separator: ", "))
    log.removeAll()
}

do {
    let t = Timer(name: "strong")
    t.configureStrong()
    t.onFire?()
}
report("strong capture")

do {
    let t = Timer(name: "weak")
    t.configureWeak()
    t.onFire?()
}
report("weak capture")

do {
    let t = Timer(name: "unowned")
    t.configureUnowned()
    t.onFire?()
}
report("unowned capture")

var escaped: (() -> Void)?
do {
    let t = Timer(name: "detached")
    t.configureWeak()
    escaped = t.onFire
}
report("after scope")
escaped?()
report("call escaped")

var counter = 10
let byValue = { [counter] in "captured \(counter)" }
let byRef = { "live \(counter)" }
counter = 99
print(byValue(), byRef())

var leaked: Timer? = Timer(name: "leaky")
leaked!.configureStrong()
leaked!.onFire = nil
leaked = nil
report("cycle cleared manually")

// expect: strong capture: fire strong
// expect: weak capture: fire weak, deinit weak
// expect: unowned capture: fire unowned, deinit unowned
// expect: after scope: deinit detached
// expect: call escaped: fire <gone>
// expect: captured 10 live 99
// expect: cycle cleared manually: deinit leaky
