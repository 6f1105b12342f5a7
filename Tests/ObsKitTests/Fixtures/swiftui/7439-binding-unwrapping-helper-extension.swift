// Stack Overflow answer style: a hand-written `Binding<String>(unwrapping:)` that turns a `String?` into a field's text
// What SwiftUI does: the helper is a `Binding(get:set:)` over the optional binding: nil reads as "", and an empty text
// is stored back as nil. Writes go through `$profile.bio` into the `@State` struct (rules §9.1, §15.1); each differing
// write re-runs the view that read it (rules §3.4, §3.5). Clearing the field stores nil.
// Sources: rules §3.4, §3.5, §9.1, §15.1; https://developer.apple.com/documentation/swiftui/binding/init(get:set:)
import SwiftUI

extension Binding where Value == String {
    init(unwrapping source: Binding<String?>) {
        self.init(
            get: { source.wrappedValue ?? "" },
            set: { source.wrappedValue = $0.isEmpty ? nil : $0 }
        )
    }
}

struct Profile {
    var handle = "@river"
    var bio: String?
}

struct ProfileForm: View {
    @State private var profile = Profile()

    var body: some View {
        let _ = print("ProfileForm body: bio \(profile.bio ?? "nil")")
        Form {
            Text(profile.handle)
            TextField("Bio", text: Binding<String>(unwrapping: $profile.bio))
        }
    }
}

:mount ProfileForm()
// expect: ProfileForm body: bio nil
:type "Hi" into "Bio"
// expect: ProfileForm body: bio H
// expect: ProfileForm body: bio Hi
:clear "Bio"
// expect: ProfileForm body: bio nil
