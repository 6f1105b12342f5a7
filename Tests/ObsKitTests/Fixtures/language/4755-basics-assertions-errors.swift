// Swift book style: assertions and preconditions that pass, and error handling basics
// Checks: assert/precondition with true conditions do not trap,
// assert with message autoclosure not evaluated, throwing functions,
// do/catch with pattern matching, try? and try! on success.

var messagesBuilt = 0
func expensiveMessage() -> String {
    messagesBuilt += 1
    return "built message"
}

let age = 3
assert(age >= 0, "A person's age can't be less than zero.")
assert(age < 200, expensiveMessage())
precondition(age > 0, "age must be positive")
print("assertions passed, messages built: \(messagesBuilt)")

if age > 10 {
    print("older")
} else if age >= 0 {
    print("young, checked without assert")
} else {
    assertionFailure("unreachable")
}

enum SandwichError: Error {
    case outOfCleanDishes
    case missingIngredients([String])
}

func makeASandwich(dishes: Int, pantry: Set<String>) throws -> String {
    guard dishes > 0 else { throw SandwichError.outOfCleanDishes }
    let needed = ["bread", "cheese"]
    let missing = needed.filter { !pantry.contains($0) }
    if !missing.isEmpty {
        throw SandwichError.missingIngredients(missing)
    }
    return "sandwich with \(needed.joined(separator: " and "))"
}

func attempt(dishes: Int, pantry: Set<String>) {
    do {
        let result = try makeASandwich(dishes: dishes, pantry: pantry)
        print("eating \(result)")
    } catch SandwichError.outOfCleanDishes {
        print("washing dishes")
    } catch SandwichError.missingIngredients(let items) {
        print("buying groceries: \(items)")
    } catch {
        print("other error \(error)")
    }
}

attempt(dishes: 1, pantry: ["bread", "cheese"])
attempt(dishes: 0, pantry: ["bread", "cheese"])
attempt(dishes: 2, pantry: ["bread"])
attempt(dishes: 2, pantry: [])

let maybe = try? makeASandwich(dishes: 0, pantry: [])
print(maybe == nil ? "try? gave nil" : "try? gave value")
let sure = try! makeASandwich(dishes: 3, pantry: ["cheese", "bread", "ham"])
print(sure)

// Error values print their case
do {
    _ = try makeASandwich(dishes: 1, pantry: ["cheese"])
} catch {
    print(error)
}
do {
    _ = try makeASandwich(dishes: 0, pantry: [])
} catch {
    print(error)
}

// rethrows-style higher-order use
let sizes = [2, 1, 0]
let outcomes = sizes.map { d -> String in
    (try? makeASandwich(dishes: d, pantry: ["bread", "cheese"])) ?? "none"
}
print(outcomes)

// precondition inside a function that succeeds
func item(at index: Int, of list: [String]) -> String {
    precondition(index >= 0 && index < list.count, "index out of range")
    return list[index]
}
print(item(at: 1, of: ["zero", "one", "two"]))
print("done")

// expect: assertions passed, messages built: 0
// expect: young, checked without assert
// expect: eating sandwich with bread and cheese
// expect: washing dishes
// expect: buying groceries: ["cheese"]
// expect: buying groceries: ["bread", "cheese"]
// expect: try? gave nil
// expect: sandwich with bread and cheese
// expect: missingIngredients(["bread"])
// expect: outOfCleanDishes
// expect: ["sandwich with bread and cheese", "sandwich with bread and cheese", "none"]
// expect: one
// expect: done
