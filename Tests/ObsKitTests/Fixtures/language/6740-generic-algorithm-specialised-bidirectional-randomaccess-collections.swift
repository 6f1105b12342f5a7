// Swift book generics style (constrained overloads on protocols): a generic algorithm specialised for Bidirectional and RandomAccess collections
extension Sequence {
    func lastElement() -> (Element?, String) {
        var last: Element?
        for e in self { last = e }
        return (last, "walked the sequence")
    }
}

extension Collection {
    func lastElement() -> (Element?, String) {
        guard !isEmpty else { return (nil, "empty collection") }
        var i = startIndex
        var prev = i
        while i != endIndex { prev = i; formIndex(after: &i) }
        return (self[prev], "stepped forward")
    }
}

extension BidirectionalCollection {
    func lastElement() -> (Element?, String) {
        (isEmpty ? nil : self[index(before: endIndex)], "stepped back once")
    }
}

extension Collection where Element: Equatable {
    func lastElement() -> (Element?, String) {
        (self.reversed().first, "reversed equatable")
    }
}

func middle<C: Collection>(_ c: C) -> String { "forward middle \(c.dropFirst(c.count / 2).first.map { "\($0)" } ?? "-")" }
func middle<C: RandomAccessCollection>(_ c: C) -> String { "jump middle \(c.isEmpty ? "-" : "\(c[c.index(c.startIndex, offsetBy: c.count / 2)])")" }

func genericLast<C: Collection>(_ c: C) -> String {
    let (v, how) = c.lastElement()
    return "\(v.map { "\($0)" } ?? "nil") via \(how)"
}

struct Noisy { let n: Int }

let seq = sequence(first: 1) { $0 < 5 ? $0 * 2 : nil }
print(seq.lastElement())
print(Set([42]).lastElement().1)
print([Noisy(n: 1), Noisy(n: 2)].lastElement().0!.n, [Noisy(n: 1)].lastElement().1)
print([1, 2, 3].lastElement())
print("abc".lastElement())
print(genericLast([Noisy(n: 9)].map(\.n)), "|", genericLast([Noisy(n: 9)].lazy.map(\.n)))
print(middle([10, 20, 30]), "/", middle("hello"), "/", middle(Set([5])))

// expect: (Optional(8), "walked the sequence")
// expect: reversed equatable
// expect: 2 stepped back once
// expect: (Optional(3), "stepped back once")
// expect: (Optional("c"), "stepped back once")
// expect: 9 via stepped forward | 9 via stepped forward
// expect: jump middle 20 / forward middle l / forward middle 5
