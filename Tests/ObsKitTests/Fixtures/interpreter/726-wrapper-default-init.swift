// A property wrapper with an `init()` needs no initial value: `@Counted var hits: Int` calls `Counted()`,
// and the memberwise initializer does not ask for it.
@propertyWrapper struct Counted {
    private var value = 0
    var wrappedValue: Int {
        get { value }
        set { value = newValue }
    }
}

struct Page {
    @Counted var hits: Int
    var title: String
}

var page = Page(title: "home")
page.hits += 2
print(page.title, page.hits)

// expect: home 2
