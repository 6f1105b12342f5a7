// `ForEach` over values that are not Identifiable, without `id:`.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Fruit {
    let name: String
}

struct Fruits: View {
    let fruits = [Fruit(name: "apple"), Fruit(name: "pear")]
    var body: some View {
        ForEach(fruits) { fruit in
            Text(fruit.name)
        }
    }
}

:mount Fruits()

// expect-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Fruit' conform to 'Identifiable'
