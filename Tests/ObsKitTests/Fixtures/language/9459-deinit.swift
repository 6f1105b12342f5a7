// Deinitialization: deinit order, scope exit, optional references, inheritance chains (expected output from swiftc 6.3.1 on Linux)
enum LibraryShelf {
    static var copiesOnShelf = ["Dune": 2, "Emma": 1]
}

final class Loan {
    let borrower: String
    private(set) var titles: [String] = []
    init(borrower: String) {
        self.borrower = borrower
        print("\(borrower) opens a loan")
    }
    func borrow(_ title: String) {
        guard let n = LibraryShelf.copiesOnShelf[title], n > 0 else { print("  \(title) unavailable"); return }
        LibraryShelf.copiesOnShelf[title] = n - 1
        titles.append(title)
    }
    deinit {
        print("\(borrower)'s loan ends, returning \(titles)")
        for t in titles { LibraryShelf.copiesOnShelf[t, default: 0] += 1 }
    }
}
func shelfState() -> String { LibraryShelf.copiesOnShelf.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }.joined(separator: " ") }

var ivo: Loan? = Loan(borrower: "Ivo")
ivo!.borrow("Dune"); ivo!.borrow("Emma")
print("shelf:", shelfState())
ivo = nil
print("shelf:", shelfState())

func quickVisit() {
    let guest = Loan(borrower: "guest")
    guest.borrow("Emma"); guest.borrow("Emma")
    print("visit over for \(guest.borrower)")
}
quickVisit()
print("after visit, shelf:", shelfState())

class Resource {
    let label: String
    init(_ label: String) { self.label = label; print("open \(label)") }
    deinit { print("close \(label) (base deinit)") }
}
final class TempFile: Resource {
    deinit { print("delete \(label) (subclass deinit first)") }
}
do {
    let tmp = TempFile("scratch.tmp")
    print("using \(tmp.label)")
}
print("scope ended")

var holders: [Resource] = [Resource("a"), Resource("b")]
var extra: Resource? = holders[0]
holders.removeAll()
print("array cleared, 'a' still referenced")
extra = nil
print("done with extra", extra == nil)

var pool: [String: Resource] = ["x": Resource("pooled")]
pool["x"] = Resource("replacement")
print("pool has", pool.count)
pool = [:]
print("end of program")

// expect: Ivo opens a loan
// expect: shelf: Dune:1 Emma:0
// expect: Ivo's loan ends, returning ["Dune", "Emma"]
// expect: shelf: Dune:2 Emma:1
// expect: guest opens a loan
// expect:   Emma unavailable
// expect: visit over for guest
// expect: guest's loan ends, returning ["Emma"]
// expect: after visit, shelf: Dune:2 Emma:1
// expect: open scratch.tmp
// expect: using scratch.tmp
// expect: delete scratch.tmp (subclass deinit first)
// expect: close scratch.tmp (base deinit)
// expect: scope ended
// expect: open a
// expect: open b
// expect: close b (base deinit)
// expect: array cleared, 'a' still referenced
// expect: close a (base deinit)
// expect: done with extra true
// expect: open pooled
// expect: open replacement
// expect: close pooled (base deinit)
// expect: pool has 1
// expect: close replacement (base deinit)
// expect: end of program
