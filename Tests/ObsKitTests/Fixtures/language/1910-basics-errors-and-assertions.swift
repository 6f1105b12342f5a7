// Swift book style (The Basics): throwing functions, do-catch and passing assertions
enum BakeError: Error {
    case ovenCold
    case missingIngredient(String)
}

func bake(temperature: Int, pantry: [String]) throws -> String {
    guard temperature >= 180 else { throw BakeError.ovenCold }
    for needed in ["flour", "eggs"] where !pantry.contains(needed) {
        throw BakeError.missingIngredient(needed)
    }
    return "cake baked at \(temperature)"
}

let attempts: [(Int, [String])] = [
    (150, ["flour", "eggs"]),
    (200, ["flour"]),
    (190, ["flour", "eggs", "sugar"]),
]

for (temp, pantry) in attempts {
    do {
        let result = try bake(temperature: temp, pantry: pantry)
        print("success: \(result)")
    } catch BakeError.ovenCold {
        print("the oven is too cold at \(temp)")
    } catch BakeError.missingIngredient(let item) {
        print("missing \(item)")
    } catch {
        print("unexpected: \(error)")
    }
}

let level = 3
assert(level >= 0, "level cannot be negative")
precondition(level < 10, "level too high")
print("assertions passed for level \(level)")

let optionalCake = try? bake(temperature: 100, pantry: [])
print(optionalCake == nil ? "try? gave nil" : "try? gave a value")
let forced = try! bake(temperature: 220, pantry: ["eggs", "flour"])
print(forced)

// expect: the oven is too cold at 150
// expect: missing eggs
// expect: success: cake baked at 190
// expect: assertions passed for level 3
// expect: try? gave nil
// expect: cake baked at 220
