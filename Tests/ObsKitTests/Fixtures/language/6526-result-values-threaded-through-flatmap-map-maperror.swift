// Functional Swift style (result chaining): Result values threaded through flatMap, map and mapError in a small order pipeline
enum OrderError: Error, Equatable {
    case unknownItem(String)
    case badQuantity(Int)
    case overBudget(total: Int, limit: Int)
}

let prices = ["apple": 3, "pear": 4, "melon": 12]

func lookup(_ item: String) -> Result<Int, OrderError> {
    guard let p = prices[item] else { return .failure(.unknownItem(item)) }
    return .success(p)
}
func checkQuantity(_ q: Int) -> Result<Int, OrderError> {
    (1...10).contains(q) ? .success(q) : .failure(.badQuantity(q))
}
func withinBudget(_ limit: Int) -> (Int) -> Result<Int, OrderError> {
    { total in total <= limit ? .success(total) : .failure(.overBudget(total: total, limit: limit)) }
}

func order(_ item: String, _ qty: Int, budget: Int) -> Result<String, OrderError> {
    lookup(item)
        .flatMap { price in checkQuantity(qty).map { price * $0 } }
        .flatMap(withinBudget(budget))
        .map { "\(qty) x \(item) = \($0)" }
}

func show(_ r: Result<String, OrderError>) -> String {
    switch r {
    case .success(let s): return "OK " + s
    case .failure(.unknownItem(let name)): return "FAIL no item \(name)"
    case .failure(.badQuantity(let q)): return "FAIL quantity \(q)"
    case .failure(.overBudget(let t, let l)): return "FAIL \(t) > \(l)"
    }
}

print(show(order("apple", 4, budget: 20)))
print(show(order("kiwi", 1, budget: 20)))
print(show(order("pear", 0, budget: 20)))
print(show(order("melon", 2, budget: 20)))

func sequence<T, E>(_ rs: [Result<T, E>]) -> Result<[T], E> {
    rs.reduce(.success([])) { acc, r in acc.flatMap { xs in r.map { xs + [$0] } } }
}
let all = sequence(["apple", "pear"].map(lookup))
print(try! all.get())
let some = sequence(["apple", "fig", "grape"].map(lookup))
print(some.map { $0.count } == .failure(.unknownItem("fig")))
let message = Result<Int, OrderError>.failure(.badQuantity(99)).mapError { _ in OrderError.badQuantity(0) }
print(message == .failure(.badQuantity(0)), (try? lookup("pear").get()) ?? -1)

// expect: OK 4 x apple = 12
// expect: FAIL no item kiwi
// expect: FAIL quantity 0
// expect: FAIL 24 > 20
// expect: [3, 4]
// expect: true
// expect: true 4
