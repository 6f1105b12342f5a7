// Type casting: casting to and from protocol types, `is SomeProtocol`, and `as? any Protocol` on values of mixed kinds.
// expected output: swiftc 6.3.1 (Linux), run on this machine
protocol Named {
    var name: String { get }
}
protocol Priced {
    var cents: Int { get }
}

struct Book: Named, Priced {
    let name: String
    let cents: Int
}
struct Voucher: Priced {
    let cents: Int
}
struct Author: Named {
    let name: String
}

let things: [Any] = [Book(name: "Tides", cents: 1299), Voucher(cents: 500), Author(name: "R. Hale"), 17]

for thing in things {
    let named = thing is Named
    let priced = thing is Priced
    print(type(of: thing), "named:", named, "priced:", priced)
}

var sum = 0
for thing in things {
    if let p = thing as? any Priced {
        sum += p.cents
    }
}
print("sum of prices:", sum)

let names = things.compactMap { ($0 as? Named)?.name }
print(names.joined(separator: ", "))

let both = things.compactMap { $0 as? Named & Priced }
print("both:", both.map { "\($0.name)=\($0.cents)" })

// expect: Book named: true priced: true
// expect: Voucher named: false priced: true
// expect: Author named: true priced: false
// expect: Int named: false priced: false
// expect: sum of prices: 1799
// expect: Tides, R. Hale
// expect: both: ["Tides=1299"]
