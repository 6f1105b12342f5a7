// ARC: closure strong reference cycles, capture lists with weak and unowned self, lazy closures
// expected output: swiftc 6.3.1 (Linux), run on this machine
// Price tags in a market stall, whose label closure refers back to the tag.
class PriceTag {
    let item: String
    let pence: Int?
    lazy var label: () -> String = { [unowned self] in
        if let pence = self.pence {
            return "\(self.item): \(pence / 100).\(pence % 100 < 10 ? "0" : "")\(pence % 100)"
        } else {
            return "\(self.item): ask at the till"
        }
    }
    init(item: String, pence: Int? = nil) { self.item = item; self.pence = pence }
    deinit { print("tag for \(item) thrown away") }
}
let honey = PriceTag(item: "Honey")
let fallback = "price on request"
honey.label = { "\(honey.item) -- \(honey.pence.map { "\($0)p" } ?? fallback)" }
print(honey.label())
var jam: PriceTag? = PriceTag(item: "Jam", pence: 405)
print(jam!.label())
jam = nil

class Downloader {
    let id: Int
    var onFinish: (() -> Void)?
    init(id: Int) { self.id = id }
    func start() {
        onFinish = { [weak self] in
            guard let self else { print("downloader already gone"); return }
            print("downloader \(self.id) finished")
        }
    }
    deinit { print("Downloader \(id) deinit") }
}
var d: Downloader? = Downloader(id: 7)
d!.start()
d!.onFinish?()
let saved = d!.onFinish
d = nil
saved?()

class Leaky {
    var work: (() -> Void)?
    deinit { print("Leaky deinit") }
}
var leaky: Leaky? = Leaky()
leaky!.work = { [leaky] in _ = leaky }
leaky = nil
print("leaky variable cleared; the closure still holds the object, so no deinit")

class Counter {
    var value = 0
    deinit { print("Counter deinit at \(value)") }
}
var counter: Counter? = Counter()
let inc = { [weak counter] in counter?.value += 1 }
inc(); inc()
print(counter!.value)
counter = nil
inc()
print("end")
// expect: Honey -- price on request
// expect: Jam: 4.05
// expect: tag for Jam thrown away
// expect: downloader 7 finished
// expect: Downloader 7 deinit
// expect: downloader already gone
// expect: leaky variable cleared; the closure still holds the object, so no deinit
// expect: 2
// expect: Counter deinit at 2
// expect: end
