// `Text` takes a string or a localized key, not an Int: `Text(count)` must be `Text("\(count)")` or `Text(count, format: .number)`.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Counter: View {
    let count: Int
    var body: some View {
        Text(count)
    }
}

:mount Counter(count: 3)

// expect-error: no exact matches in call to initializer
