// throw / try / do / catch with a custom Error enum
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

func buy(_ item: String, coins: Int) throws -> String {
    guard item == "chips" || item == "soda" else { throw VendingError.invalidSelection }
    if item == "soda" { throw VendingError.outOfStock }
    if coins < 5 { throw VendingError.insufficientFunds(coinsNeeded: 5 - coins) }
    return "enjoy your \(item)"
}

for (item, coins) in [("chips", 10), ("gum", 10), ("chips", 2), ("soda", 9)] {
    do {
        let r = try buy(item, coins: coins)
        print(r)
    } catch VendingError.invalidSelection {
        print("invalid selection")
    } catch VendingError.insufficientFunds(let needed) {
        print("need \(needed) more coins")
    } catch {
        print("other error: \(error)")
    }
}

// expect: enjoy your chips
// expect: invalid selection
// expect: need 3 more coins
// expect: other error: outOfStock
