// Hacking with Swift style: throwing functions, do/catch, try? and try!

enum PasswordError: Error {
    case short, obvious
}

func checkPassword(_ password: String) throws -> String {
    if password.count < 5 { throw PasswordError.short }
    if password == "12345" { throw PasswordError.obvious }

    if password.count < 8 {
        return "OK"
    } else if password.count < 10 {
        return "Good"
    } else {
        return "Excellent"
    }
}

let candidates = ["12345", "abc", "swifty", "password1", "correcthorsebattery"]
for candidate in candidates {
    do {
        let result = try checkPassword(candidate)
        print("\(candidate): rating \(result)")
    } catch PasswordError.short {
        print("\(candidate): please use a longer password.")
    } catch PasswordError.obvious {
        print("\(candidate): I have the same combination on my luggage!")
    } catch {
        print("There was an error.")
    }
}

// try? gives nil on failure — useful when you don't care why.
let ratings = candidates.map { (try? checkPassword($0)) ?? "rejected" }
print(ratings)

if let rating = try? checkPassword("hunter22") {
    print("hunter22 is \(rating)")
}

// try! when you are certain it can't fail
let certain = try! checkPassword("a much longer password")
print("certain: \(certain)")

// Errors with associated values and LocalizedError-like descriptions
enum OrderError: Error, CustomStringConvertible {
    case outOfStock(item: String)
    case insufficientFunds(needed: Int)

    var description: String {
        switch self {
        case .outOfStock(let item): return "\(item) is out of stock"
        case .insufficientFunds(let needed): return "need \(needed) more coins"
        }
    }
}

var stock = ["apple": 2, "pear": 0]
var coins = 5

func buy(_ item: String, price: Int) throws -> String {
    guard let count = stock[item], count > 0 else { throw OrderError.outOfStock(item: item) }
    guard coins >= price else { throw OrderError.insufficientFunds(needed: price - coins) }
    stock[item] = count - 1
    coins -= price
    return "bought \(item), \(coins) coins left"
}

for (item, price) in [("apple", 2), ("pear", 1), ("apple", 2), ("apple", 2), ("kiwi", 1)] {
    do {
        print(try buy(item, price: price))
    } catch {
        print("failed: \(error)")
    }
}

// try? inside a closure
func parse(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw PasswordError.short }
    return n
}
let parsed = ["4", "x", "16"].map { s in try? parse(s) }
print(parsed)
print(parsed.compactMap { $0 }.reduce(0, +))
// expect: 12345: I have the same combination on my luggage!
// expect: abc: please use a longer password.
// expect: swifty: rating OK
// expect: password1: rating Good
// expect: correcthorsebattery: rating Excellent
// expect: ["rejected", "rejected", "OK", "Good", "Excellent"]
// expect: hunter22 is Good
// expect: certain: Excellent
// expect: bought apple, 3 coins left
// expect: failed: pear is out of stock
// expect: bought apple, 1 coins left
// expect: failed: apple is out of stock
// expect: failed: kiwi is out of stock
// expect: [Optional(4), nil, Optional(16)]
// expect: 20
