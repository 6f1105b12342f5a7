// A library mutating method called through an optional chain on the script's own subscript (expected output:
// swiftc 6.3.1 on this machine): the getter runs once, then the arguments, then the setter; a method of the
// script's own type of that name is called instead where the value is one.
final class Shelf {
    var store: [String: [Int]] = [:]
    var reads = 0
    subscript(key: String) -> [Int]? {
        get { reads += 1; print("get \(key)"); return store[key] }
        set { print("set \(key)"); store[key] = newValue }
    }
}
struct Tally {
    var count = 0
    mutating func append(_ n: Int) { count += n }
}
final class Holder {
    var tallies: [String: Tally] = ["t": Tally()]
}
func argument(_ n: Int) -> Int { print("argument \(n)"); return n }
let shelf = Shelf()
shelf["a"] = [1]
shelf["a"]?.append(argument(2))
shelf["a"]?.removeFirst()
let holder = Holder()
holder.tallies["t"]?.append(argument(5))
print(shelf.reads, shelf.store["a"]!, holder.tallies["t"]!.count)

// expect: set a
// expect: get a
// expect: argument 2
// expect: set a
// expect: get a
// expect: set a
// expect: argument 5
// expect: 2 [2] 5
