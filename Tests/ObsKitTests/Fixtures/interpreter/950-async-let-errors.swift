// async let with a throwing child: the error reaches the parent where it awaits the value (try await), not where it starts.
// Expected output: swiftc 6.3.1 on this machine.
struct OutOfStock: Error { let item: String }
func reserve(_ item: String) async throws -> Int {
    if item == "lamp" { throw OutOfStock(item: item) }
    return item.count
}
func order(_ items: (String, String)) async -> String {
    async let first = reserve(items.0)
    async let second = reserve(items.1)
    do {
        let (a, b) = try await (first, second)
        return "reserved \(a + b)"
    } catch let error as OutOfStock {
        return "out of stock: \(error.item)"
    } catch {
        return "other error"
    }
}
print(await order(("desk", "chair")))
print(await order(("desk", "lamp")))

// expect: reserved 9
// expect: out of stock: lamp
