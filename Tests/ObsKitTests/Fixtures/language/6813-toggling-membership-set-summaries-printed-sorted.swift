// Advanced Swift style (SetAlgebra extensions): toggling membership and set summaries printed sorted
extension SetAlgebra {
    mutating func toggle(_ element: Element) {
        if contains(element) {
            remove(element)
        } else {
            insert(element)
        }
    }

    func toggling(_ element: Element) -> Self {
        var copy = self
        copy.toggle(element)
        return copy
    }
}

extension Set where Element: Comparable {
    var ordered: [Element] { sorted() }

    func describe() -> String { "{" + sorted().map { "\($0)" }.joined(separator: ", ") + "}" }
}

struct Permissions: OptionSet {
    let rawValue: Int
    static let read = Permissions(rawValue: 1)
    static let write = Permissions(rawValue: 2)
    static let execute = Permissions(rawValue: 4)
}

var selected: Set<Int> = [1, 3, 5]
selected.toggle(3)
selected.toggle(4)
print(selected.describe())
print(selected.toggling(1).describe(), selected.describe())

let a: Set = ["swift", "rust", "go"]
let b: Set = ["go", "zig", "swift"]
print(a.union(b).describe())
print(a.intersection(b).describe())
print(a.symmetricDifference(b).describe())
print(a.subtracting(b).ordered, a.isDisjoint(with: ["c"]))

var perms: Permissions = [.read]
perms.toggle(.write)
print(perms.rawValue, perms.contains(.write))
perms.toggle(.read)
print(perms.rawValue, perms.toggling(.execute).rawValue)

let evens = Set(stride(from: 0, through: 10, by: 2))
let small = Set(0..<5)
print(evens.subtracting(small).describe(), evens.isSuperset(of: [2, 4]))
let letters = Set("hello world").subtracting([" "])
print(letters.describe(), letters.count)

// expect: {1, 4, 5}
// expect: {4, 5} {1, 4, 5}
// expect: {go, rust, swift, zig}
// expect: {go, swift}
// expect: {rust, zig}
// expect: ["rust"] true
// expect: 3 true
// expect: 2 6
// expect: {6, 8, 10} true
// expect: {d, e, h, l, o, r, w} 7
