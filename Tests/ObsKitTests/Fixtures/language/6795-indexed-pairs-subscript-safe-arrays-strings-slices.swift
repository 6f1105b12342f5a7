// objc.io style (indexed and safe subscript): indexed() pairs and subscript(safe:) on arrays, strings and slices
extension Collection {
    func indexed() -> [(index: Index, element: Element)] {
        Array(zip(indices, self)).map { (index: $0.0, element: $0.1) }
    }

    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension MutableCollection {
    subscript(safe index: Index) -> Element? {
        get { indices.contains(index) ? self[index] : nil }
        set {
            if let newValue = newValue, indices.contains(index) {
                self[index] = newValue
            }
        }
    }
}

var planets = ["Mercury", "Venus", "Earth", "Mars"]
print(planets[safe: 2] ?? "none")
print(planets[safe: 9] ?? "none")
print(planets[safe: -1] as Any)
planets[safe: 1] = "VENUS"
planets[safe: 7] = "Pluto"
print(planets)

for (i, name) in planets.indexed() where i.isMultiple(of: 2) {
    print(i, name)
}

let tail = planets[1...]
print(tail[safe: 0] as Any, tail[safe: 1] as Any)
print(tail.indexed().map { "\($0.index):\($0.element.prefix(2))" })

let word = "Swift"
let third = word.index(word.startIndex, offsetBy: 2)
print(word[safe: third] as Any)
print(word.indexed().count)
print(word.indexed().last!.element)

let dict = ["b": 2, "a": 1]
let sortedPairs = dict.sorted { $0.key < $1.key }
print(sortedPairs[safe: 1]!.key, sortedPairs[safe: 5] == nil)

// expect: Earth
// expect: none
// expect: nil
// expect: ["Mercury", "VENUS", "Earth", "Mars"]
// expect: 0 Mercury
// expect: 2 Earth
// expect: nil Optional("VENUS")
// expect: ["1:VE", "2:Ea", "3:Ma"]
// expect: Optional("i")
// expect: 5
// expect: t
// expect: b true
