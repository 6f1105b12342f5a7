// A non-mutating method calls a mutating method (`append`) on a stored array.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Basket {
    var items: [String] = []
    func add(_ item: String) {
        items.append(item)
    }
}

var b = Basket()
b.add("apple")

// expect-error: cannot use mutating member on immutable value: 'self' is immutable
