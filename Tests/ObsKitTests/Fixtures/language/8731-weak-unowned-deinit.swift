// Tutorial style (Kodeco ARC): breaking retain cycles with weak and unowned, observing deinit order
final class Owner {
    let name: String
    var pets: [Pet] = []
    var card: LibraryCard?
    init(name: String) { self.name = name; print("\(name) created") }
    deinit { print("\(name) deinitialized") }
}

final class Pet {
    let name: String
    weak var owner: Owner?
    init(name: String) { self.name = name; print("pet \(name) created") }
    deinit { print("pet \(name) deinitialized") }
}

final class LibraryCard {
    let number: Int
    unowned let holder: Owner
    init(number: Int, holder: Owner) { self.number = number; self.holder = holder }
    deinit { print("card \(number) deinitialized") }
}

var alice: Owner? = Owner(name: "Alice")
let rex = Pet(name: "Rex")
alice!.pets.append(rex)
rex.owner = alice
alice!.card = LibraryCard(number: 77, holder: alice!)
print("Rex belongs to \(rex.owner?.name ?? "nobody")")
print("Card 77 held by \(alice!.card!.holder.name)")
alice = nil
print("Rex belongs to \(rex.owner?.name ?? "nobody")")

final class Node {
    let label: String
    var next: Node?
    weak var previous: Node?
    init(_ label: String) { self.label = label }
    deinit { print("node \(label) freed") }
}

func buildChain() {
    let first = Node("A"), second = Node("B"), third = Node("C")
    first.next = second; second.previous = first
    second.next = third; third.previous = second
    var walk: Node? = third
    var labels: [String] = []
    while let n = walk { labels.append(n.label); walk = n.previous }
    print("Backwards: \(labels.joined(separator: " <- "))")
}
buildChain()
print("chain built and released")

var holder: [Owner] = [Owner(name: "Bo")]
let alias = holder[0]
holder.removeAll()
print("array emptied, alias still \(alias.name)")

// expect: Alice created
// expect: pet Rex created
// expect: Rex belongs to Alice
// expect: Card 77 held by Alice
// expect: Alice deinitialized
// expect: card 77 deinitialized
// expect: Rex belongs to nobody
// expect: Backwards: C <- B <- A
// expect: node A freed
// expect: node B freed
// expect: node C freed
// expect: chain built and released
// expect: Bo created
// expect: array emptied, alias still Bo
