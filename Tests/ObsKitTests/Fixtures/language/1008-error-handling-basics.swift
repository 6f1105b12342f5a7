// The Basics: throwing functions, do/catch with patterns, try?, try!, rethrowing to the caller, errors as enums.
// expected output: swiftc 6.3.1 (Linux), run on this machine
enum SandwichError: Error {
    case outOfCleanDishes
    case missingIngredients([String])
}

func makeSandwich(dishes: Int, pantry: Set<String>) throws -> String {
    guard dishes > 0 else { throw SandwichError.outOfCleanDishes }
    let needed = ["bread", "cheese", "tomato"]
    let missing = needed.filter { !pantry.contains($0) }
    if !missing.isEmpty { throw SandwichError.missingIngredients(missing) }
    return "sandwich on dish \(dishes)"
}

func attempt(_ dishes: Int, _ pantry: Set<String>) {
    do {
        let result = try makeSandwich(dishes: dishes, pantry: pantry)
        print("ate a", result)
    } catch SandwichError.outOfCleanDishes {
        print("wash the dishes")
    } catch SandwichError.missingIngredients(let items) where items.count == 1 {
        print("buy \(items[0])")
    } catch {
        print("unexpected:", error)
    }
}
attempt(0, [])
attempt(2, ["bread", "cheese"])
attempt(1, ["bread"])
attempt(3, ["bread", "cheese", "tomato"])

let quick = try? makeSandwich(dishes: 1, pantry: ["bread", "cheese", "tomato"])
let failed = try? makeSandwich(dishes: 0, pantry: [])
print(quick as Any, failed as Any)
let sure = try! makeSandwich(dishes: 9, pantry: ["bread", "cheese", "tomato"])
print(sure)

func lunch() throws -> Int {
    let s = try makeSandwich(dishes: 1, pantry: [])
    return s.count
}
do {
    _ = try lunch()
} catch let error as SandwichError {
    print("lunch failed:", error)
}

// expect: wash the dishes
// expect: buy tomato
// expect: unexpected: missingIngredients(["cheese", "tomato"])
// expect: ate a sandwich on dish 3
// expect: Optional("sandwich on dish 1") nil
// expect: sandwich on dish 9
// expect: lunch failed: missingIngredients(["bread", "cheese", "tomato"])
