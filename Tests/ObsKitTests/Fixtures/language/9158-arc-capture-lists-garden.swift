// arc-capture-lists: weak and unowned references, deinit order, [unowned self] and [weak self] closures
// expected output: swiftc 6.3.1 (Linux), run on this machine
// A community garden: gardeners and plots, members and their library cards, seed labels, a kettle timer.
class Gardener {
    let name: String
    var plot: Plot?
    init(name: String) { self.name = name; print("\(name) joined the garden") }
    deinit { print("\(name) left the garden") }
}
class Plot {
    let number: Int
    weak var keeper: Gardener?
    init(number: Int) { self.number = number }
    deinit { print("Plot \(number) was cleared") }
}
var rosa: Gardener? = Gardener(name: "Rosa Lind")
var plot12: Plot? = Plot(number: 12)
rosa!.plot = plot12
plot12!.keeper = rosa
rosa = nil
print("keeper now:", plot12!.keeper?.name ?? "vacant")
plot12 = nil
class Member {
    let name: String
    var card: LibraryCard?
    init(name: String) { self.name = name }
    deinit { print("Member \(name) removed") }
}
class LibraryCard {
    let barcode: UInt64
    unowned let holder: Member
    init(barcode: UInt64, holder: Member) {
        self.barcode = barcode
        self.holder = holder
    }
    deinit { print("Card \(barcode) shredded") }
}
var kofi: Member? = Member(name: "Kofi")
kofi!.card = LibraryCard(barcode: 4_400_918_227, holder: kofi!)
print(kofi!.card!.holder.name)
kofi = nil
class SeedLabel {
    let variety: String
    let note: String?
    lazy var render: () -> String = { [unowned self] in
        if let note = self.note {
            return "[\(self.variety) | \(note)]"
        }
        return "[\(self.variety)]"
    }
    init(variety: String, note: String? = nil) {
        self.variety = variety
        self.note = note
    }
    deinit { print("label \(variety) peeled off") }
}
var tomato: SeedLabel? = SeedLabel(variety: "tomato", note: "sow in March")
print(tomato!.render())
tomato = nil
class Kettle {
    var onBoiled: (() -> Void)?
    let shed: Int
    init(shed: Int) { self.shed = shed }
    func switchOn() {
        onBoiled = { [weak self] in
            guard let self else { print("no kettle left to boil"); return }
            print("kettle in shed \(self.shed) has boiled")
        }
    }
    deinit { print("Kettle in shed \(shed) unplugged") }
}
var kettle: Kettle? = Kettle(shed: 2)
kettle!.switchOn()
let whistle = kettle!.onBoiled!
whistle()
kettle = nil
whistle()
// expect: Rosa Lind joined the garden
// expect: Rosa Lind left the garden
// expect: keeper now: vacant
// expect: Plot 12 was cleared
// expect: Kofi
// expect: Member Kofi removed
// expect: Card 4400918227 shredded
// expect: [tomato | sow in March]
// expect: label tomato peeled off
// expect: kettle in shed 2 has boiled
// expect: Kettle in shed 2 unplugged
// expect: no kettle left to boil
