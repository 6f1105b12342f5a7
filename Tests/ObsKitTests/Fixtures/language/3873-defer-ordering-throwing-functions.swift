// Swift book style: defer ordering with throwing functions and do-catch
enum VendingError: Error {
    case invalidSelection
    case insufficientFunds(coinsNeeded: Int)
    case outOfStock
}

func vend(_ item: String, coins: Int) throws -> String {
    print("begin \(item)")
    defer { print("end \(item)") }
    guard item != "gum" else { throw VendingError.outOfStock }
    defer { print("  checked stock for \(item)") }
    if item == "chips" && coins < 3 {
        throw VendingError.insufficientFunds(coinsNeeded: 3 - coins)
    }
    guard ["chips", "candy", "soda"].contains(item) else {
        throw VendingError.invalidSelection
    }
    return "vended \(item)"
}

for (item, coins) in [("candy", 5), ("gum", 1), ("chips", 1), ("rocks", 9)] {
    do {
        let result = try vend(item, coins: coins)
        print(result)
    } catch VendingError.insufficientFunds(let needed) {
        print("need \(needed) more coins")
    } catch {
        print("error: \(error)")
    }
}
let maybe = try? vend("soda", coins: 2)
print(maybe ?? "nil")
// expect: begin candy
// expect:   checked stock for candy
// expect: end candy
// expect: vended candy
// expect: begin gum
// expect: end gum
// expect: error: outOfStock
// expect: begin chips
// expect:   checked stock for chips
// expect: end chips
// expect: need 2 more coins
// expect: begin rocks
// expect:   checked stock for rocks
// expect: end rocks
// expect: error: invalidSelection
// expect: begin soda
// expect:   checked stock for soda
// expect: end soda
// expect: vended soda
