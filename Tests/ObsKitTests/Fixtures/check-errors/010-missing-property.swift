// A misspelled property of a model.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Model: ObservableObject {
    @Published var name = "x"
}

let m = Model()
print(m.nmae)

// expect-error: value of type 'Model' has no member 'nmae'
