// Protocol-based dependency injection: a view model takes a service protocol; a mock and a retry wrapper in tests (expected output from swiftc 6.3.1 on Linux)
protocol QuoteService {
    func fetchQuote(for symbol: String, completion: (Result<Double, QuoteError>) -> Void)
}

enum QuoteError: Error, Equatable {
    case unknownSymbol(String)
    case timeout
}

struct MockQuoteService: QuoteService {
    var prices: [String: Double]
    func fetchQuote(for symbol: String, completion: (Result<Double, QuoteError>) -> Void) {
        if let p = prices[symbol] { completion(.success(p)) } else { completion(.failure(.unknownSymbol(symbol))) }
    }
}

final class FlakyService: QuoteService {
    private var failuresLeft: Int
    private(set) var calls = 0
    init(failures: Int) { failuresLeft = failures }
    func fetchQuote(for symbol: String, completion: (Result<Double, QuoteError>) -> Void) {
        calls += 1
        if failuresLeft > 0 {
            failuresLeft -= 1
            completion(.failure(.timeout))
        } else {
            completion(.success(Double(symbol.count) * 10.5))
        }
    }
}

struct RetryingService: QuoteService {
    let base: QuoteService
    let attempts: Int
    func fetchQuote(for symbol: String, completion: (Result<Double, QuoteError>) -> Void) {
        var last: Result<Double, QuoteError> = .failure(.timeout)
        for _ in 0..<attempts {
            base.fetchQuote(for: symbol) { last = $0 }
            if case .success = last { break }
        }
        completion(last)
    }
}

final class PortfolioViewModel {
    private let service: QuoteService
    private(set) var lines: [String] = []
    init(service: QuoteService) { self.service = service }

    func load(_ holdings: [(String, Int)]) {
        lines = holdings.map { symbol, shares in
            var text = ""
            service.fetchQuote(for: symbol) { result in
                switch result {
                case .success(let price): text = "\(symbol): \(shares) × \(price) = \(Double(shares) * price)"
                case .failure(.unknownSymbol(let s)): text = "\(s): unknown"
                case .failure(.timeout): text = "\(symbol): timed out"
                }
            }
            return text
        }
    }
}

let vm = PortfolioViewModel(service: MockQuoteService(prices: ["ACME": 12.5, "GLOBX": 3.25]))
vm.load([("ACME", 4), ("ZZZ", 1), ("GLOBX", 10)])
vm.lines.forEach { print($0) }

let flaky = FlakyService(failures: 2)
PortfolioViewModel(service: flaky).load([("AB", 1)])
let retrying = FlakyService(failures: 2)
let vm2 = PortfolioViewModel(service: RetryingService(base: retrying, attempts: 3))
vm2.load([("ABC", 2), ("XY", 1)])
print(vm2.lines, "calls:", flaky.calls, retrying.calls)

// expect: ACME: 4 × 12.5 = 50.0
// expect: ZZZ: unknown
// expect: GLOBX: 10 × 3.25 = 32.5
// expect: ["ABC: 2 × 31.5 = 63.0", "XY: 1 × 21.0 = 21.0"] calls: 1 4
