// Advanced Swift style (Sequence extensions): uniqued() keeping first occurrences, with a keyed variant
extension Sequence where Element: Hashable {
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}

extension Sequence {
    func uniqued<Key: Hashable>(on key: (Element) throws -> Key) rethrows -> [Element] {
        var seen = Set<Key>()
        var result: [Element] = []
        for element in self {
            if seen.insert(try key(element)).inserted {
                result.append(element)
            }
        }
        return result
    }
}

struct Contact {
    let name: String
    let email: String
}

let numbers = [3, 1, 3, 2, 1, 5, 2, 8]
print(numbers.uniqued())
print(Array("mississippi".uniqued()))
print(String("abracadabra".uniqued()))

let contacts = [
    Contact(name: "Ana", email: "ana@example.com"),
    Contact(name: "Ben", email: "ben@example.com"),
    Contact(name: "Ana B.", email: "ana@example.com"),
    Contact(name: "Cy", email: "cy@example.com"),
]
let distinct = contacts.uniqued(on: \.email)
print(distinct.map(\.name))

let words = ["Apple", "apple", "Banana", "APPLE", "banana", "cherry"]
print(words.uniqued(on: { $0.lowercased() }))
print((1...20).uniqued(on: { $0 % 6 }))
let slice = numbers[2...]
print(slice.uniqued(), slice.startIndex)

// expect: [3, 1, 2, 5, 8]
// expect: ["m", "i", "s", "p"]
// expect: abrcd
// expect: ["Ana", "Ben", "Cy"]
// expect: ["Apple", "Banana", "cherry"]
// expect: [1, 2, 3, 4, 5, 6]
// expect: [3, 2, 1, 5, 8] 2
