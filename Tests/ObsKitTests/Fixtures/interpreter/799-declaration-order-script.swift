// In a script, as in a Swift file, a declaration may come after its use: an extension above the class it
// extends, a global constant made from a class declared below, a function called before it is declared.
// Expected output from swiftc 6.3.1 on Linux.
extension Store {
    func add(_ title: String) {
        items.append(title)
        print("added \(title), \(items.count) now")
    }
}
let appStore = Store()
appStore.add(greeting("Dune"))
final class Store {
    var items: [String] = ["Emma"]
}
func greeting(_ title: String) -> String { "“\(title)”" }
print(appStore.items)

// expect: added “Dune”, 2 now
// expect: ["Emma", "“Dune”"]
