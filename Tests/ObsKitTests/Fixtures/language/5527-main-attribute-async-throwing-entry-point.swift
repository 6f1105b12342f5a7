// The @main attribute: a type's static main() is the program's entry point, sync or async, throwing or not (expected output: swiftc 6.3.1 -parse-as-library on this machine, which a file named main.swift cannot use)
enum Failure: Error { case empty }

struct Inventory {
    var items: [String: Int] = [:]
    mutating func add(_ name: String, _ count: Int) { items[name, default: 0] += count }
    func total() throws -> Int {
        guard !items.isEmpty else { throw Failure.empty }
        return items.values.reduce(0, +)
    }
}

func fetchCount(of name: String) async -> Int { name.count }

@main
struct StockTool {
    static func main() async throws {
        var inventory = Inventory()
        print("empty total:", (try? inventory.total()) as Any)
        for name in ["apples", "pears", "kiwis"] {
            inventory.add(name, await fetchCount(of: name))
        }
        print(inventory.items.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " "))
        print("total:", try inventory.total())
    }
}

// expect: empty total: nil
// expect: apples=6 kiwis=5 pears=5
// expect: total: 16
