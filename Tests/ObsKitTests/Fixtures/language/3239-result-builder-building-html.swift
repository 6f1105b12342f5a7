// App code style: result builder for building HTML strings
@resultBuilder
struct HTMLBuilder {
    static func buildBlock(_ components: String...) -> String {
        components.joined()
    }
    static func buildOptional(_ component: String?) -> String {
        component ?? ""
    }
    static func buildEither(first component: String) -> String {
        component
    }
    static func buildEither(second component: String) -> String {
        component
    }
    static func buildArray(_ components: [String]) -> String {
        components.joined()
    }
}

func tag(_ name: String, @HTMLBuilder content: () -> String) -> String {
    "<\(name)>" + content() + "</\(name)>"
}

func text(_ s: String) -> String { s }

func page(title: String, items: [String], loggedIn: Bool, showFooter: Bool) -> String {
    tag("html") {
        tag("h1") { text(title) }
        if loggedIn {
            tag("p") { text("Welcome back") }
        } else {
            tag("p") { text("Please sign in") }
        }
        tag("ul") {
            for item in items {
                tag("li") { text(item) }
            }
        }
        if showFooter {
            tag("footer") { text("(c) Shop") }
        }
    }
}

print(page(title: "Cart", items: ["Apple", "Pear"], loggedIn: true, showFooter: true))
print(page(title: "Empty", items: [], loggedIn: false, showFooter: false))
print(page(title: "One", items: ["Kiwi"], loggedIn: false, showFooter: true))

@HTMLBuilder
func badge(count: Int) -> String {
    "<span>"
    if count > 99 {
        "99+"
    } else if count > 0 {
        String(count)
    }
    "</span>"
}
print(badge(count: 0))
print(badge(count: 5))
print(badge(count: 150))
// expect: <html><h1>Cart</h1><p>Welcome back</p><ul><li>Apple</li><li>Pear</li></ul><footer>(c) Shop</footer></html>
// expect: <html><h1>Empty</h1><p>Please sign in</p><ul></ul></html>
// expect: <html><h1>One</h1><p>Please sign in</p><ul><li>Kiwi</li></ul><footer>(c) Shop</footer></html>
// expect: <span></span>
// expect: <span>5</span>
// expect: <span>99+</span>
