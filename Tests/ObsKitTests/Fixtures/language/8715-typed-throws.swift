// Tutorial style (SwiftLee, typed throws in Swift 6): throws(SpecificError) and exhaustive catches
enum ValidationError: Error {
    case tooShort(minimum: Int)
    case missingDigit
    case forbidden(word: String)
}

func validate(password: String) throws(ValidationError) -> String {
    guard password.count >= 8 else { throw .tooShort(minimum: 8) }
    guard password.contains(where: \.isNumber) else { throw .missingDigit }
    if password.lowercased().contains("password") {
        throw .forbidden(word: "password")
    }
    return String(repeating: "*", count: password.count)
}

for candidate in ["abc", "longenough", "password123", "tr1ckyPass"] {
    do {
        let masked = try validate(password: candidate)
        print("\(candidate): ok \(masked)")
    } catch {
        switch error {
        case .tooShort(let minimum):
            print("\(candidate): needs at least \(minimum) characters")
        case .missingDigit:
            print("\(candidate): add a digit")
        case .forbidden(let word):
            print("\(candidate): must not contain '\(word)'")
        }
    }
}

enum StockError: Error { case outOfStock(String) }

struct Store {
    var stock: [String: Int]
    mutating func buy(_ item: String) throws(StockError) -> Int {
        guard let left = stock[item], left > 0 else { throw .outOfStock(item) }
        stock[item] = left - 1
        return left - 1
    }
}

var shop = Store(stock: ["tea": 1, "jam": 2])
let result: Result<Int, StockError> = Result { () throws(StockError) -> Int in try shop.buy("tea") }
print(result)
let second = Result { () throws(StockError) -> Int in try shop.buy("tea") }
if case .failure(.outOfStock(let name)) = second {
    print("Sold out: \(name)")
}

func loadAll(_ items: [String], store: inout Store) throws(StockError) -> [Int] {
    try items.map { item throws(StockError) in try store.buy(item) }
}
do {
    print(try loadAll(["jam", "jam"], store: &shop))
    print(try loadAll(["jam"], store: &shop))
} catch .outOfStock(let item) {
    print("Could not buy \(item)")
}

// expect: abc: needs at least 8 characters
// expect: longenough: add a digit
// expect: password123: must not contain 'password'
// expect: tr1ckyPass: ok **********
// expect: success(0)
// expect: Sold out: tea
// expect: [1, 0]
// expect: Could not buy jam
