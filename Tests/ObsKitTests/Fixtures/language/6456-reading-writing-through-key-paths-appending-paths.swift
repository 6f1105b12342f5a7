// Swift Apprentice style (key paths): reading and writing through key paths, appending paths, key paths as functions, and sorting by a path
struct Tutorial {
    var title: String
    var author: Person
    var details: (type: String, category: String)
    var pages: Int
}
struct Person {
    var name: String
    var rank: Int
}
var tutorial = Tutorial(title: "Object Oriented Programming", author: Person(name: "Cosmin", rank: 2),
                        details: ("Swift", "iOS"), pages: 40)
let title = \Tutorial.title
let authorName = \Tutorial.author.name
print(tutorial[keyPath: title], tutorial[keyPath: authorName])
let authorPath = \Tutorial.author
let rankPath = authorPath.appending(path: \.rank)
print(tutorial[keyPath: rankPath])
let typePath = \Tutorial.details.type
print(tutorial[keyPath: typePath], tutorial[keyPath: \.details.category])
tutorial[keyPath: authorName] = "Ray"
tutorial[keyPath: \.pages] += 5
print(tutorial.author.name, tutorial.pages)

let tutorials = [
    Tutorial(title: "Generics", author: Person(name: "Ann", rank: 3), details: ("Swift", "Lang"), pages: 30),
    Tutorial(title: "Closures", author: Person(name: "Bob", rank: 1), details: ("Swift", "Lang"), pages: 55),
    Tutorial(title: "SwiftUI", author: Person(name: "Cy", rank: 2), details: ("UI", "Apple"), pages: 12),
]
print(tutorials.map(\.title))
print(tutorials.map(\.author.name).joined(separator: ","))
extension Sequence {
    func sorted<V: Comparable>(by path: KeyPath<Element, V>) -> [Element] {
        sorted { $0[keyPath: path] < $1[keyPath: path] }
    }
    func sum<V: Numeric>(of path: KeyPath<Element, V>) -> V {
        reduce(0) { $0 + $1[keyPath: path] }
    }
}
print(tutorials.sorted(by: \.pages).map(\.title))
print(tutorials.sorted(by: \.author.rank).map(\.author.name), tutorials.sum(of: \.pages))
print(tutorials.filter { $0.details.type == "Swift" }.count)

class Settings {
    var volume = 5
    var muted = false
}
let settings = Settings()
let volumePath: ReferenceWritableKeyPath<Settings, Int> = \.volume
settings[keyPath: volumePath] = 9
func toggle<Root>(_ root: Root, _ path: ReferenceWritableKeyPath<Root, Bool>) { root[keyPath: path].toggle() }
toggle(settings, \.muted)
print(settings.volume, settings.muted)
let lengthPath = \String.count
print("apprentice"[keyPath: lengthPath], [[1, 2], [3]].map(\.count), \[Int].first == \[Int].first)
let firstWord = \[String].first
print(["x", "y"][keyPath: firstWord]!)
let identity = \Int.self
var number = 4
number[keyPath: identity] = 8
print(number)
let partial: PartialKeyPath<Person> = \Person.name
print(Person(name: "Zed", rank: 0)[keyPath: partial] as? String ?? "?")

// expect: Object Oriented Programming Cosmin
// expect: 2
// expect: Swift iOS
// expect: Ray 45
// expect: ["Generics", "Closures", "SwiftUI"]
// expect: Ann,Bob,Cy
// expect: ["SwiftUI", "Generics", "Closures"]
// expect: ["Bob", "Cy", "Ann"] 97
// expect: 2
// expect: 9 true
// expect: 10 [2, 1] true
// expect: x
// expect: 8
// expect: Zed
