// `@Published` in a struct: only classes may use it.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
struct Settings {
    @Published var volume = 5
}

var s = Settings()
print(s.volume)

// expect-error: 'wrappedValue' is unavailable: @Published is only available on properties of classes
