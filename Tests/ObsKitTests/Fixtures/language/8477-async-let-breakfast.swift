// Swift book style (Concurrency): async let starts child tasks in parallel, and awaiting them in a fixed order keeps output deterministic
struct Dish: CustomStringConvertible {
    let name: String
    let calories: Int
    var description: String { "\(name) (\(calories) kcal)" }
}

func toast(slices: Int) async -> Dish {
    Dish(name: "\(slices) toast", calories: slices * 80)
}

func eggs(count: Int, scrambled: Bool) async -> Dish {
    Dish(name: "\(count) \(scrambled ? "scrambled" : "fried") eggs", calories: count * 90)
}

func coffee(shots: Int) async throws -> Dish {
    struct TooStrong: Error {}
    if shots > 3 { throw TooStrong() }
    return Dish(name: "coffee x\(shots)", calories: shots * 5)
}

func breakfast(shots: Int) async -> [Dish] {
    async let bread = toast(slices: 2)
    async let protein = eggs(count: 3, scrambled: true)
    async let drink = coffee(shots: shots)

    var plate = await [bread, protein]
    do {
        plate.append(try await drink)
    } catch {
        print("no coffee: \(type(of: error))")
    }
    return plate
}

func totalCalories(_ dishes: [Dish]) async -> Int {
    dishes.reduce(0) { $0 + $1.calories }
}

let first = await breakfast(shots: 2)
for dish in first {
    print(dish)
}
print("total:", await totalCalories(first))

let second = await breakfast(shots: 5)
print(second.map(\.name))

// async let with a tuple of results
async let a = toast(slices: 1)
async let b = eggs(count: 1, scrambled: false)
let (x, y) = await (a, b)
print("light:", x, "+", y)

// expect: 2 toast (160 kcal)
// expect: 3 scrambled eggs (270 kcal)
// expect: coffee x2 (10 kcal)
// expect: total: 440
// expect: no coffee: TooStrong
// expect: ["2 toast", "3 scrambled eggs"]
// expect: light: 1 toast (80 kcal) + 1 fried eggs (90 kcal)
