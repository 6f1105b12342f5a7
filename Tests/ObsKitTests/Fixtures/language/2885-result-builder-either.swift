// Compiler test style: buildEither(first:) and buildEither(second:) for if/else and switch in a builder
@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ parts: String...) -> String {
        parts.joined()
    }
    static func buildEither(first component: String) -> String {
        component
    }
    static func buildEither(second component: String) -> String {
        component
    }
}

enum Role { case admin, editor, viewer }

@HTMLBuilder
func page(for role: Role, loggedIn: Bool) -> String {
    "<body>"
    if loggedIn {
        "<p>welcome back</p>"
    } else {
        "<p>please log in</p>"
    }
    switch role {
    case .admin:
        "<a>settings</a>"
    case .editor:
        "<a>edit</a>"
    case .viewer:
        "<a>read</a>"
    }
    "</body>"
}

print(page(for: .admin, loggedIn: true))
print(page(for: .editor, loggedIn: false))
print(page(for: .viewer, loggedIn: true))

@HTMLBuilder
func badge(score: Int) -> String {
    if score > 90 {
        "gold"
    } else if score > 50 {
        "silver"
    } else {
        "bronze"
    }
}
print([95, 70, 10].map(badge(score:)))

// expect: <body><p>welcome back</p><a>settings</a></body>
// expect: <body><p>please log in</p><a>edit</a></body>
// expect: <body><p>welcome back</p><a>read</a></body>
// expect: ["gold", "silver", "bronze"]
