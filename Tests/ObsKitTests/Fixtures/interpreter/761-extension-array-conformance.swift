// A protocol conformance added to Array by an extension: the protocol extension's methods then work on
// arrays, and arrays mix with other conforming types in a list of the protocol.
// Expected output from swiftc 6.3.1 on Linux.
protocol Summarizable { var itemCount: Int { get } }
extension Summarizable {
    func summary(_ label: String) -> String { "\(label): \(itemCount) item\(itemCount == 1 ? "" : "s")" }
}
extension Array: Summarizable { var itemCount: Int { count } }
struct Basket: Summarizable { var fruit: [String]; var itemCount: Int { fruit.count } }

let groceries = ["eggs", "milk", "tea"]
print(groceries.summary("groceries"))
print([42].summary("answers"))
let all: [any Summarizable] = [groceries, Basket(fruit: ["fig"])]
print(all.map { $0.summary("box") })

// expect: groceries: 3 items
// expect: answers: 1 item
// expect: ["box: 3 items", "box: 1 item"]
