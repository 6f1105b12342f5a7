// Check error: @Bindable of a class that is not @Observable
import SwiftUI

final class Profile {
    var nickname = ""
}

struct ProfileEditor: View {
    @Bindable var profile: Profile

    var body: some View {
        TextField("Nickname", text: $profile.nickname)
    }
}
// expect-error: 'init(wrappedValue:)' is unavailable: The wrapped value must be an object that conforms to Observable
