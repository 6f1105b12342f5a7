// Compiler test style: result builder with buildOptional and buildEither for if/else and switch
@resultBuilder
struct MenuBuilder {
    static func buildBlock(_ items: [String]...) -> [String] { items.flatMap { $0 } }
    static func buildExpression(_ item: String) -> [String] { [item] }
    static func buildOptional(_ items: [String]?) -> [String] { items ?? ["(none)"] }
    static func buildEither(first items: [String]) -> [String] { items.map { "A:" + $0 } }
    static func buildEither(second items: [String]) -> [String] { items.map { "B:" + $0 } }
}

func menu(@MenuBuilder _ build: () -> [String]) -> [String] { build() }

enum Meal { case breakfast, lunch, dinner }

func plan(_ meal: Meal, vegetarian: Bool, dessert: Bool) -> [String] {
    menu {
        "water"
        if vegetarian {
            "salad"
        } else {
            "steak"
            "fries"
        }
        switch meal {
        case .breakfast:
            "eggs"
        case .lunch:
            "soup"
        case .dinner:
            "pasta"
            "bread"
        }
        if dessert {
            "cake"
        }
    }
}

print(plan(.breakfast, vegetarian: true, dessert: false))
print(plan(.lunch, vegetarian: false, dessert: true))
print(plan(.dinner, vegetarian: true, dessert: true))

let level = 2
let nested = menu {
    if level > 0 {
        if level > 1 {
            "deep"
        } else {
            "shallow"
        }
    }
    if level > 5 {
        "never"
    }
}
print(nested)

let maybeName: String? = "Zed"
let greeting = menu {
    if let name = maybeName {
        "hi \(name)"
    }
}
print(greeting)

// expect: ["water", "A:salad", "A:A:eggs", "(none)"]
// expect: ["water", "B:steak", "B:fries", "A:B:soup", "cake"]
// expect: ["water", "A:salad", "B:pasta", "B:bread", "cake"]
// expect: ["A:deep", "(none)"]
// expect: ["hi Zed"]
