// Swift in Depth style (Result conversion): turning throwing functions into Result values and back again
enum StockError: Error, Equatable {
    case unknownTicker(String)
    case marketClosed
}

let prices = ["ACME": 120, "GLOBX": 87]
var marketOpen = true

func price(of ticker: String) throws -> Int {
    guard marketOpen else { throw StockError.marketClosed }
    guard let p = prices[ticker] else { throw StockError.unknownTicker(ticker) }
    return p
}

func priceResult(_ ticker: String) -> Result<Int, StockError> {
    do {
        return .success(try price(of: ticker))
    } catch let error as StockError {
        return .failure(error)
    } catch {
        return .failure(.marketClosed)
    }
}

func unwrap<T, E: Error>(_ result: Result<T, E>) throws -> T {
    switch result {
    case .success(let value): return value
    case .failure(let error): throw error
    }
}

let results = ["ACME", "FOO", "GLOBX"].map(priceResult)
for r in results { print(r) }
print(results.filter { if case .success = $0 { return true } else { return false } }.count)

let combined: Result<Int, StockError> = results[0].flatMap { a in results[2].map { b in a + b } }
print("combined:", combined)
print(try unwrap(combined))

marketOpen = false
let closed = priceResult("ACME")
print(closed == .failure(.marketClosed))
do {
    _ = try unwrap(closed)
} catch StockError.marketClosed {
    print("rethrown marketClosed")
}
let erased: Result<Int, Error> = Result { try price(of: "ACME") }
if case .failure(let e) = erased, let s = e as? StockError {
    print("erased to Error, recovered:", s)
}

// expect: success(120)
// expect: failure(main.StockError.unknownTicker("FOO"))
// expect: success(87)
// expect: 2
// expect: combined: success(207)
// expect: 207
// expect: true
// expect: rethrown marketClosed
// expect: erased to Error, recovered: marketClosed
