// Check error: @EnvironmentObject of a struct
import SwiftUI

struct UserSettings {
    var username = "guest"
}

struct HeaderView: View {
    @EnvironmentObject var settings: UserSettings

    var body: some View {
        Text("Signed in as \(settings.username)")
    }
}

:mount HeaderView()
// expect-error: generic struct 'EnvironmentObject' requires that 'UserSettings' conform to 'ObservableObject'
