// Weak and unowned references: closures capturing self strongly or weakly, an unowned back reference, capture lists
// expected output: swiftc 6.3.1 (Linux), run on this machine
class Downloader {
    let id: String
    var onFinish: (() -> Void)?
    init(id: String) { self.id = id; print("\(id) alive") }
    deinit { print("\(id) freed") }

    func startStrong() {
        onFinish = { print("strong finish \(self.id)") }
    }
    func startWeak() {
        onFinish = { [weak self] in
            guard let self else { print("already gone"); return }
            print("weak finish \(self.id)")
        }
    }
}

var d1: Downloader? = Downloader(id: "d1")
d1?.startStrong()
d1?.onFinish?()
d1 = nil
print("after d1 = nil (cycle keeps it)")

var d2: Downloader? = Downloader(id: "d2")
d2?.startWeak()
let saved = d2?.onFinish
saved?()
d2 = nil
saved?()

class Owner {
    let name: String
    var kayak: Kayak?
    init(name: String) { self.name = name }
    deinit { print("owner \(name) freed") }
}
class Kayak {
    let hullNumber: Int
    unowned let owner: Owner
    init(hullNumber: Int, owner: Owner) { self.hullNumber = hullNumber; self.owner = owner }
    deinit { print("kayak \(hullNumber) freed") }
}
var rafa: Owner? = Owner(name: "Rafa")
rafa!.kayak = Kayak(hullNumber: 508, owner: rafa!)
print(rafa!.kayak!.owner.name)
rafa = nil

var counter = 0
let snapshot = { [counter] in print("captured \(counter), live \(counter)") }
let live = { print("live \(counter)") }
counter = 5
snapshot()
live()

weak var weakRef: Downloader?
do {
    let temp = Downloader(id: "temp")
    weakRef = temp
    print(weakRef?.id ?? "nil")
}
print(weakRef?.id ?? "nil")
// expect: d1 alive
// expect: strong finish d1
// expect: after d1 = nil (cycle keeps it)
// expect: d2 alive
// expect: weak finish d2
// expect: d2 freed
// expect: already gone
// expect: Rafa
// expect: owner Rafa freed
// expect: kayak 508 freed
// expect: captured 0, live 0
// expect: live 5
// expect: temp alive
// expect: temp
// expect: temp freed
// expect: nil
