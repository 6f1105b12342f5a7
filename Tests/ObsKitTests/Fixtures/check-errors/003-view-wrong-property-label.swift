// A view made with a label that is not one of its properties (`name:` where the property is `title`).
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Row: View {
    let title: String
    var body: some View { Text(title) }
}

struct List1: View {
    var body: some View {
        Row(name: "a")
    }
}

:mount List1()

// expect-error: incorrect argument label in call (have 'name:', expected 'title:')
