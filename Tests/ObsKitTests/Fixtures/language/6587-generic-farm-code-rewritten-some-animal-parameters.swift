// WWDC Embrace Swift generics style (some parameter sugar): generic farm code rewritten with some Animal parameters, primary associated types and where clauses compared side by side
protocol Food { var calories: Int { get } }
struct Grain: Food { var calories: Int { 10 } }
struct Grass: Food { var calories: Int { 3 } }

protocol Animal<Diet> {
    associatedtype Diet: Food
    var name: String { get }
    func eat(_ food: Diet) -> Int
}

struct Horse: Animal {
    let name: String
    func eat(_ food: Grass) -> Int { food.calories * 20 }
}

struct Hen: Animal {
    let name: String
    func eat(_ food: Grain) -> Int { food.calories }
}

func feedLonghand<A>(_ animal: A, _ food: A.Diet) -> String where A: Animal {
    "\(animal.name) got \(animal.eat(food))"
}

func feedShorthand(_ animal: some Animal<Grass>, amount: Int) -> String {
    "\(animal.name) got \(animal.eat(Grass()) * amount)"
}

func totalCalories<A: Animal>(_ animals: [A], food: A.Diet) -> Int {
    animals.reduce(0) { $0 + $1.eat(food) }
}

func grazers(_ animals: [any Animal]) -> [String] {
    animals.compactMap { ($0 as? any Animal<Grass>)?.name }
}

print(feedLonghand(Horse(name: "Dobbin"), Grass()))
print(feedLonghand(Hen(name: "Ginger"), Grain()))
print(feedShorthand(Horse(name: "Shadow"), amount: 2))
print(totalCalories([Hen(name: "a"), Hen(name: "b"), Hen(name: "c")], food: Grain()))
print(grazers([Horse(name: "Red"), Hen(name: "Blue"), Horse(name: "Green")]))

// expect: Dobbin got 60
// expect: Ginger got 10
// expect: Shadow got 120
// expect: 30
// expect: ["Red", "Green"]
