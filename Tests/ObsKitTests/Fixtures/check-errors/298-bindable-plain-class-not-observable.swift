// Check error: @Bindable on a plain class that is not @Observable
import SwiftUI

class Profile {
    var nickname = "sam"
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        TextField("Nickname", text: $profile.nickname)
    }
}

:mount ProfileEditor(profile: Profile())
// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
