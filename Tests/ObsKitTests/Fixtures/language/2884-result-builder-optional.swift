// Compiler test style: buildOptional lets result-builder bodies contain an if without else
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ components: [String]...) -> [String] {
        components.flatMap { $0 }
    }
    static func buildExpression(_ expression: String) -> [String] {
        [expression]
    }
    static func buildOptional(_ component: [String]?) -> [String] {
        component ?? []
    }
}

func menu(vegetarian: Bool, dessert: Bool, @ListBuilder _ extra: () -> [String] = { [] }) -> [String] {
    buildMenu(vegetarian: vegetarian, dessert: dessert) + extra()
}

@ListBuilder
func buildMenu(vegetarian: Bool, dessert: Bool) -> [String] {
    "bread"
    if vegetarian {
        "salad"
        "tofu"
    }
    if dessert {
        "cake"
    }
    "coffee"
}

print(buildMenu(vegetarian: true, dessert: false))
print(buildMenu(vegetarian: false, dessert: true))
print(menu(vegetarian: true, dessert: true) {
    "mints"
    if 2 > 3 {
        "never"
    }
})

let maybeName: String? = "guest"
@ListBuilder
func welcome() -> [String] {
    "welcome"
    if let name = maybeName {
        name.uppercased()
    }
}
print(welcome())

// expect: ["bread", "salad", "tofu", "coffee"]
// expect: ["bread", "cake", "coffee"]
// expect: ["bread", "salad", "tofu", "cake", "coffee", "mints"]
// expect: ["welcome", "GUEST"]
