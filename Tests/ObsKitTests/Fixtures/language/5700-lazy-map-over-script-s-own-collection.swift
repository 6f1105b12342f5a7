// Swift compiler execution test style (lazy collections and defaults): a lazy map over a script's own Collection reads by index and counts its base without running the transform; an associated type's default names Self; an implicit member returned as is takes the declared type
struct Shelf: Collection {
    var titles: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { titles.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(position: Int) -> String { titles[position] }
}

let shelf = Shelf(titles: ["Dune", "Emma", "Ulysses"])
let lengths = shelf.lazy.map { title -> Int in
    print("measuring \(title)")
    return title.count
}
print("count:", lengths.count, "empty:", lengths.isEmpty)
print("second:", lengths[1])
print("all:", Array(lengths))

struct Wrapper<T> {}
protocol Packable {
    associatedtype Packed = Wrapper<Self>
}
struct Parcel: Packable {}
print(Parcel.Packed.self)

let nothing: Int = [Int]().reduce(.zero, +)
let some: Double = [1.5, 2.5].reduce(.zero, +)
print(nothing, some)

// expect: count: 3 empty: false
// expect: measuring Emma
// expect: second: 4
// expect: measuring Dune
// expect: measuring Emma
// expect: measuring Ulysses
// expect: all: [4, 4, 7]
// expect: Wrapper<Parcel>
// expect: 0 4.0
