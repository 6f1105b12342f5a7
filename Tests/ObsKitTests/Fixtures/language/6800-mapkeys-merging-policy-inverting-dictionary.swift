// Swift Forums style (Dictionary helpers): mapKeys, merging with a policy and inverting a dictionary
extension Dictionary {
    func mapKeys<NewKey: Hashable>(_ transform: (Key) throws -> NewKey) rethrows -> [NewKey: Value] {
        var result: [NewKey: Value] = [:]
        for (key, value) in self {
            result[try transform(key)] = value
        }
        return result
    }

    func mapKeys<NewKey: Hashable>(
        _ transform: (Key) -> NewKey,
        uniquingKeysWith combine: (Value, Value) -> Value
    ) -> [NewKey: Value] {
        Dictionary<NewKey, Value>(map { (transform($0.key), $0.value) }, uniquingKeysWith: combine)
    }

    func mergingKeepingNew(_ other: [Key: Value]) -> [Key: Value] {
        merging(other) { _, new in new }
    }
}

extension Dictionary where Value: Hashable {
    func inverted() -> [Value: [Key]] {
        reduce(into: [:]) { result, pair in
            result[pair.value, default: []].append(pair.key)
        }
    }
}

func show<V>(_ dict: [String: V]) -> String {
    dict.keys.sorted().map { "\($0)=\(dict[$0]!)" }.joined(separator: " ")
}

let stock = ["apple": 3, "Apple": 2, "pear": 5, "PEAR": 1, "fig": 4]
print(show(stock.mapKeys { $0 + "!" }.filter { $0.key.count > 4 }))
print(show(stock.mapKeys({ $0.lowercased() }, uniquingKeysWith: +)))

let defaults = ["theme": "light", "font": "serif"]
let user = ["theme": "dark"]
print(show(defaults.mergingKeepingNew(user)))
print(show(defaults.merging(user) { old, _ in old }))

let owners = ["ana": "cat", "ben": "dog", "cy": "cat"]
let byPet = owners.inverted()
for pet in byPet.keys.sorted() {
    print(pet, byPet[pet]!.sorted())
}
let byLength = Dictionary(uniqueKeysWithValues: (1...4).map { ($0, String(repeating: "*", count: $0)) })
print(byLength.mapKeys { "n\($0)" }.keys.sorted())

// expect: Apple!=2 PEAR!=1 apple!=3 pear!=5
// expect: apple=5 fig=4 pear=6
// expect: font=serif theme=dark
// expect: font=serif theme=light
// expect: cat ["ana", "cy"]
// expect: dog ["ben"]
// expect: ["n1", "n2", "n3", "n4"]
