// App code style: vending machine state machine as a mutating enum with Result-based purchases
enum VendError: Error, Equatable { case soldOut(String), needMore(Int), noSelection }
enum Machine {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)

    mutating func insert(_ c: Int) {
        switch self {
        case .idle: self = .collecting(cents: c)
        case .collecting(let have): self = .collecting(cents: have + c)
        case .dispensing: break
        }
    }
    mutating func choose(_ item: String, stock: inout [String: (price: Int, left: Int)]) -> Result<String, VendError> {
        guard case .collecting(let have) = self else { return .failure(.noSelection) }
        guard let entry = stock[item], entry.left > 0 else { return .failure(.soldOut(item)) }
        guard have >= entry.price else { return .failure(.needMore(entry.price - have)) }
        stock[item]!.left -= 1
        self = .dispensing(item: item, change: have - entry.price)
        return .success(item)
    }
    mutating func collect() -> Int {
        defer { self = .idle }
        if case let .dispensing(_, change) = self { return change }
        if case let .collecting(c) = self { return c }
        return 0
    }
}

var stock: [String: (price: Int, left: Int)] = ["chips": (125, 1), "soda": (150, 2), "gum": (50, 0)]
var m = Machine.idle
print(m.choose("soda", stock: &stock))
m.insert(100)
print(m.choose("soda", stock: &stock))
m.insert(25); m.insert(25); m.insert(25)
let r = m.choose("soda", stock: &stock)
print(r, m)
print("change:", m.collect(), m)
m.insert(200)
for item in ["gum", "chips", "chips"] {
    switch m.choose(item, stock: &stock) {
    case .success(let got): print("got \(got), change \(m.collect())"); m.insert(125)
    case .failure(.soldOut(let what)): print("\(what) sold out")
    case .failure(let e): print("failed: \(e)")
    }
}
print("refund \(m.collect())")
let names = stock.keys.sorted().map { "\($0):\(stock[$0]!.left)" }
print(names, (try? r.get()) ?? "none", r.map { $0.count })
print(Result<Int, VendError>.failure(.needMore(5)) == .failure(.needMore(5)))
// expect: failure(main.VendError.noSelection)
// expect: failure(main.VendError.needMore(50))
// expect: success("soda") dispensing(item: "soda", change: 25)
// expect: change: 25 idle
// expect: gum sold out
// expect: got chips, change 75
// expect: chips sold out
// expect: refund 125
// expect: ["chips:0", "gum:0", "soda:1"] soda success(4)
// expect: true
