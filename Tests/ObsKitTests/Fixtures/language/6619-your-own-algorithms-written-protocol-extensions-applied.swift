// Swift by Sundell style (generic extensions on Collection and Sequence): your own algorithms written in protocol extensions, applied to a custom collection and to standard ones
struct Shelf: RandomAccessCollection {
    let books: [String]
    var startIndex: Int { books.startIndex }
    var endIndex: Int { books.endIndex }
    subscript(i: Int) -> String { books[i] }
}

extension Collection where Element: Equatable {
    func positions(of element: Element) -> [Index] {
        indices.filter { self[$0] == element }
    }
}

extension Collection {
    func element(at index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }

    var middle: Element? {
        isEmpty ? nil : self[index(startIndex, offsetBy: count / 2)]
    }
}

extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>) -> [Element] {
        sorted { $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }

    func count(matching predicate: (Element) -> Bool) -> Int {
        var n = 0
        for e in self where predicate(e) { n += 1 }
        return n
    }
}

extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension BidirectionalCollection where Element: Equatable {
    func isSymmetric() -> Bool { elementsEqual(reversed()) }
}

let shelf = Shelf(books: ["Dune", "Emma", "Ulysses", "Dune", "It", "Emma", "Dune"])
print(shelf.positions(of: "Dune"), shelf.positions(of: "Hamlet"))
print(shelf.element(at: 4) ?? "-", shelf.element(at: 40) ?? "-")
print(shelf.middle!, [Int]().middle as Any)
print(shelf.sorted(by: \.count), shelf.sorted(by: \.self).first!)
print(shelf.count(matching: { $0.count == 4 }))
print(shelf.uniqued(), Array("mississippi".uniqued()))
print(shelf.isSymmetric(), [1, 2, 1].isSymmetric(), "abba".isSymmetric())
print("hello world".positions(of: "o").map { "hello world".distance(from: "hello world".startIndex, to: $0) })
print((1...10).count(matching: { $0 % 3 == 0 }), (0..<9).middle!)
print(shelf.uniqued().sorted(by: \.count).map { $0.prefix(2) })

// expect: [0, 3, 6] []
// expect: It -
// expect: Dune nil
// expect: ["It", "Dune", "Emma", "Dune", "Emma", "Dune", "Ulysses"] Dune
// expect: 5
// expect: ["Dune", "Emma", "Ulysses", "It"] ["m", "i", "s", "p"]
// expect: false true true
// expect: [4, 7]
// expect: 3 4
// expect: ["It", "Du", "Em", "Ul"]
