// App code style: multi-currency wallet with exchange rates and money arithmetic errors
enum Code: String, CaseIterable, Comparable {
    case usd = "USD", eur = "EUR", gbp = "GBP"
    static func < (a: Code, b: Code) -> Bool { a.rawValue < b.rawValue }
}

struct Amount: CustomStringConvertible, Hashable {
    var cents: Int
    let code: Code
    var description: String { "\(cents / 100).\(String(cents % 100).count == 1 ? "0" : "")\(cents % 100) \(code.rawValue)" }
}

enum WalletError: Error { case insufficient(Code, short: Int), noRate(Code, Code) }

struct RateTable {
    private var perUSD: [Code: Int] = [.usd: 10000]
    mutating func set(_ c: Code, per10kUSD v: Int) { perUSD[c] = v }
    func convert(_ a: Amount, to c: Code) throws -> Amount {
        if a.code == c { return a }
        guard let from = perUSD[a.code], let to = perUSD[c] else { throw WalletError.noRate(a.code, c) }
        return Amount(cents: a.cents * to / from, code: c)
    }
}

struct Wallet {
    private(set) var balances: [Code: Int] = [:]
    mutating func deposit(_ a: Amount) { balances[a.code, default: 0] += a.cents }
    mutating func withdraw(_ a: Amount) throws {
        let have = balances[a.code] ?? 0
        guard have >= a.cents else { throw WalletError.insufficient(a.code, short: a.cents - have) }
        balances[a.code] = have - a.cents
    }
    mutating func exchange(_ a: Amount, to c: Code, rates: RateTable) throws -> Amount {
        let out = try rates.convert(a, to: c)
        try withdraw(a)
        deposit(out)
        return out
    }
    func total(in c: Code, rates: RateTable) -> String {
        do {
            let sum = try balances.keys.sorted().reduce(0) { $0 + (try rates.convert(Amount(cents: balances[$1]!, code: $1), to: c)).cents }
            return Amount(cents: sum, code: c).description
        } catch { return "unavailable (\(error))" }
    }
    var summary: String { balances.sorted { $0.key < $1.key }.map { Amount(cents: $0.value, code: $0.key).description }.joined(separator: ", ") }
}

var rates = RateTable()
rates.set(.eur, per10kUSD: 9200)
var w = Wallet()
w.deposit(Amount(cents: 150_00, code: .usd))
w.deposit(Amount(cents: 20_05, code: .eur))
print(w.summary)
print(try w.exchange(Amount(cents: 50_00, code: .usd), to: .eur, rates: rates))
print(w.summary, "|", w.total(in: .usd, rates: rates))
do { try w.withdraw(Amount(cents: 200_00, code: .usd)) } catch { print("failed:", error) }
do { _ = try w.exchange(Amount(cents: 1_00, code: .usd), to: .gbp, rates: rates) } catch { print("failed:", error) }
w.deposit(Amount(cents: 7, code: .gbp))
print(w.total(in: .eur, rates: rates))
rates.set(.gbp, per10kUSD: 7900)
print(w.total(in: .eur, rates: rates), "|", Code.allCases.map(\.rawValue))
// expect: 20.05 EUR, 150.00 USD
// expect: 46.00 EUR
// expect: 66.05 EUR, 100.00 USD | 171.79 USD
// expect: failed: insufficient(main.Code.usd, short: 10000)
// expect: failed: noRate(main.Code.usd, main.Code.gbp)
// expect: unavailable (noRate(main.Code.gbp, main.Code.eur))
// expect: 158.13 EUR | ["USD", "EUR", "GBP"]
