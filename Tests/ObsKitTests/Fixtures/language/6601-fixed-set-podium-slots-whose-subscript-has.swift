// Advanced Swift style (MutableCollection): a fixed set of podium slots whose subscript has a setter, so swapAt, sort(), reverse() and partition(by:) work on it
// known-gap: line 9: expected "["Bea", "Kai", "Lena"] 1", got "["Bea", "Kai", "Lena"] 0"
struct Podium {
    private var slots: [String]
    init(_ names: [String]) { slots = names }
}

extension Podium: MutableCollection, RandomAccessCollection {
    var startIndex: Int { slots.startIndex }
    var endIndex: Int { slots.endIndex }

    subscript(position: Int) -> String {
        get { slots[position] }
        set { slots[position] = newValue }
    }
}

extension Podium: CustomStringConvertible {
    var description: String {
        enumerated().map { "\($0.offset + 1).\($0.element)" }.joined(separator: " ")
    }
}

var race = Podium(["Lena", "Omar", "Ana", "Kai", "Bea"])
print(race)
race.swapAt(0, 2)
print(race)
race.sort()
print(race)
race.sort(by: >)
print(race)
race.reverse()
print(race)
race[race.startIndex] = "Zed"
print(race, race.count)

let pivot = race.partition(by: { $0.count > 3 })
print("pivot:", pivot)
print(Array(race[..<pivot]).sorted(), Array(race[pivot...]).sorted())

var middle = race[1...3]
middle.sort()
print(Array(middle), middle.startIndex)
race[1...3].sort(by: >)
print(race)
if let i = race.firstIndex(of: "Kai") {
    race[i] = race[i].uppercased()
}
print(race.contains("KAI"), race.min()!, race.max()!)
race.swapAt(race.startIndex, race.index(before: race.endIndex))
print(race)

// expect: 1.Lena 2.Omar 3.Ana 4.Kai 5.Bea
// expect: 1.Ana 2.Omar 3.Lena 4.Kai 5.Bea
// expect: 1.Ana 2.Bea 3.Kai 4.Lena 5.Omar
// expect: 1.Omar 2.Lena 3.Kai 4.Bea 5.Ana
// expect: 1.Ana 2.Bea 3.Kai 4.Lena 5.Omar
// expect: 1.Zed 2.Bea 3.Kai 4.Lena 5.Omar 5
// expect: pivot: 3
// expect: ["Bea", "Kai", "Zed"] ["Lena", "Omar"]
// expect: ["Bea", "Kai", "Lena"] 1
// expect: 1.Zed 2.Lena 3.Kai 4.Bea 5.Omar
// expect: true Bea Zed
// expect: 1.Omar 2.Lena 3.KAI 4.Bea 5.Zed
