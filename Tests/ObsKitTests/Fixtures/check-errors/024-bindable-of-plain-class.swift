// `@Bindable` of a class that is not `@Observable`.
// Xcode rejects this at compile time; the message below is swiftc's (tools/check-interface against
// Interface/), the first error it reports.
final class Profile {
    var name = ""
}

struct Editor: View {
    @Bindable var profile: Profile
    var body: some View {
        TextField("Name", text: $profile.name)
    }
}

:mount Editor(profile: Profile())

// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
