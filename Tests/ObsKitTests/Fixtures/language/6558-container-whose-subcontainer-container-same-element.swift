// WWDC Design protocol interfaces style (recursive constraints): a Container whose SubContainer is a Container of the same Element
protocol Container {
    associatedtype Element
    associatedtype SubContainer: Container where SubContainer.Element == Element
    var elements: [Element] { get }
    func prefix(_ n: Int) -> SubContainer
}

struct Shelf<Element>: Container {
    var elements: [Element]
    func prefix(_ n: Int) -> Shelf<Element> {
        Shelf(elements: Array(elements.prefix(n)))
    }
}

struct Word: Container {
    var text: String
    var elements: [Character] { Array(text) }
    func prefix(_ n: Int) -> Word { Word(text: String(text.prefix(n))) }
}

func firstHalf<C: Container>(_ c: C) -> [C.Element] {
    c.prefix(c.elements.count / 2).elements
}

func nestedPrefix<C: Container>(_ c: C, _ a: Int, _ b: Int) -> [C.Element] {
    c.prefix(a).prefix(b).elements
}

extension Container where Element: Comparable {
    var largest: Element? { elements.max() }
}

let shelf = Shelf(elements: [4, 8, 15, 16, 23, 42])
print(firstHalf(shelf))
print(nestedPrefix(shelf, 4, 2))
print(shelf.largest ?? -1, shelf.prefix(3).largest ?? -1)

let word = Word(text: "protocol")
print(String(firstHalf(word)))
print(String(nestedPrefix(word, 5, 3)), word.largest.map(String.init) ?? "")
print(type(of: word.prefix(2)), type(of: shelf.prefix(1)))

// expect: [4, 8, 15]
// expect: [4, 8]
// expect: 42 15
// expect: prot
// expect: pro t
// expect: Word Shelf<Int>
