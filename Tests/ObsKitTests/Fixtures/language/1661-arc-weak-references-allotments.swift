// ARC: a weak back-reference breaks a parent/child cycle; weak vars become nil when the target is released.
// expected output: swiftc 6.3.1 (Linux), run on this machine
final class Gardener {
    let name: String
    var plot: Allotment?
    init(name: String) { self.name = name }
    deinit { print("gardener \(name) released") }
}

final class Allotment {
    let number: Int
    weak var keeper: Gardener?
    init(number: Int) { self.number = number }
    deinit { print("plot \(number) released") }
}

var rosa: Gardener? = Gardener(name: "Rosa")
var plot12: Allotment? = Allotment(number: 12)
rosa!.plot = plot12
plot12!.keeper = rosa
print(plot12!.keeper?.name ?? "unkept")

rosa = nil
print("keeper after Rosa left:", plot12!.keeper?.name ?? "unkept")
plot12 = nil

weak var watcher: Gardener?
do {
    let visitor = Gardener(name: "Visitor")
    watcher = visitor
    print("inside:", watcher?.name ?? "nil")
}
print("outside:", watcher?.name ?? "nil")

// expect: Rosa
// expect: gardener Rosa released
// expect: keeper after Rosa left: unkept
// expect: plot 12 released
// expect: inside: Visitor
// expect: gardener Visitor released
// expect: outside: nil
