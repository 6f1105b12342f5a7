// Stack Overflow style (key-path generic helpers): sorted(by: \.name) and grouped(by:) written as Sequence extensions
struct Person {
    let name: String
    let age: Int
    let city: String
}

extension Sequence {
    func sorted<V: Comparable>(by keyPath: KeyPath<Element, V>, ascending: Bool = true) -> [Element] {
        sorted { a, b in
            ascending ? a[keyPath: keyPath] < b[keyPath: keyPath] : a[keyPath: keyPath] > b[keyPath: keyPath]
        }
    }

    func map<V>(_ keyPath: KeyPath<Element, V>) -> [V] {
        map { $0[keyPath: keyPath] }
    }

    func grouped<K: Hashable & Comparable>(by keyPath: KeyPath<Element, K>) -> [(K, [Element])] {
        let dict = Dictionary(grouping: self) { $0[keyPath: keyPath] }
        return dict.keys.sorted().map { ($0, dict[$0]!) }
    }

    func sum<N: Numeric>(_ keyPath: KeyPath<Element, N>) -> N {
        reduce(0) { $0 + $1[keyPath: keyPath] }
    }
}

let people = [
    Person(name: "Zoe", age: 31, city: "Oslo"),
    Person(name: "Adam", age: 25, city: "Lima"),
    Person(name: "Mia", age: 40, city: "Oslo"),
    Person(name: "Ben", age: 19, city: "Kyiv"),
]

print(people.sorted(by: \.name).map(\.name))
print(people.sorted(by: \.age, ascending: false).map(\.age))
print(people.sorted(by: \.name.count).map(\.name))
for (city, group) in people.grouped(by: \.city) {
    print(city, group.map(\.name))
}
print(people.sum(\.age))
let nameLengths: [Int] = people.map(\.name.count)
print(nameLengths)
let kp: KeyPath<Person, String> = \.city
print(people.map(kp))
print(type(of: kp))

// expect: ["Adam", "Ben", "Mia", "Zoe"]
// expect: [40, 31, 25, 19]
// expect: ["Zoe", "Mia", "Ben", "Adam"]
// expect: Kyiv ["Ben"]
// expect: Lima ["Adam"]
// expect: Oslo ["Zoe", "Mia"]
// expect: 115
// expect: [3, 4, 3, 3]
// expect: ["Oslo", "Lima", "Oslo", "Kyiv"]
// expect: KeyPath<Person, String>
