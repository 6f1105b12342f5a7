// Compiler test style: custom operators building predicates and setters from key paths
struct Book {
    var title: String
    var pages: Int
    var rating: Double
    var tags: [String]
}

func == <Root, Value: Equatable>(lhs: KeyPath<Root, Value>, rhs: Value) -> (Root) -> Bool {
    { $0[keyPath: lhs] == rhs }
}
func > <Root, Value: Comparable>(lhs: KeyPath<Root, Value>, rhs: Value) -> (Root) -> Bool {
    { $0[keyPath: lhs] > rhs }
}
func && <Root>(lhs: @escaping (Root) -> Bool, rhs: @escaping (Root) -> Bool) -> (Root) -> Bool {
    { lhs($0) && rhs($0) }
}
prefix func ! <Root>(predicate: @escaping (Root) -> Bool) -> (Root) -> Bool {
    { !predicate($0) }
}

infix operator .=: AssignmentPrecedence
func .= <Root, Value>(keyPath: WritableKeyPath<Root, Value>, value: Value) -> (inout Root) -> Void {
    { $0[keyPath: keyPath] = value }
}

extension Array {
    func updating(_ updates: ((inout Element) -> Void)...) -> [Element] {
        map { element in
            var copy = element
            for update in updates { update(&copy) }
            return copy
        }
    }
}

let library = [
    Book(title: "Dune", pages: 412, rating: 4.5, tags: ["scifi"]),
    Book(title: "Emma", pages: 320, rating: 3.9, tags: ["classic"]),
    Book(title: "Neuromancer", pages: 271, rating: 4.1, tags: ["scifi", "cyber"]),
]

print(library.filter(\.pages > 300).map(\.title))
print(library.filter(\.rating > 4.0 && !(\.title == "Dune")).map(\.title))
print(library.filter(\.tags.count == 2).map(\.title))
print(library.first(where: \.title == "Emma")?.pages as Any)
print(library.contains(where: \.rating > 4.8))

let revised = library.updating(\.rating .= 5.0, \.tags .= ["read"])
print(revised.map(\.rating), revised[1].tags)
let renamer = (\Book.title) .= "Untitled"
var draft = library[0]
renamer(&draft)
print(draft.title, library[0].title)
let isLong: (Book) -> Bool = \.pages > 400
print(library.map(isLong))
print(1 == 1, 3 > 2)
// expect: ["Dune", "Emma"]
// expect: ["Neuromancer"]
// expect: ["Neuromancer"]
// expect: Optional(320)
// expect: false
// expect: [5.0, 5.0, 5.0] ["read"]
// expect: Untitled Dune
// expect: [true, false, false]
// expect: true true
